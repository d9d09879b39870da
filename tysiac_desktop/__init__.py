"""Tysiąc desktop application: the Qt Widgets front end over tysiac_engine."""

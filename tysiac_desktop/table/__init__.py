"""The card table: deck themes (SVG → cached pixmaps), card items, and the scene."""

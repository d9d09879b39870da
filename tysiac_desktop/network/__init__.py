"""Network play in the app: Host a table…, Join a table… (:mod:`menu`), the seat's connection
(:mod:`session`), the remote table behind the controller interface every table uses
(:mod:`controller`), the table's seats (:mod:`seats`) and the panel of the one main window
that shows a remote table (:mod:`panel`), on tysiac_engine.net."""

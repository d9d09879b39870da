"""Network play in the app: Host a table…, Join a table… (:mod:`menu`), the seat's connection
(:mod:`session`) and the network table window (:mod:`window`), on tysiac_engine.net."""

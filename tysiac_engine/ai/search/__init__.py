"""The search levels (hard, expert) by phase: one module for each decision.

* :mod:`params` -- the tunable numbers (:class:`~params.SearchParams`), passed explicitly;
* :mod:`solvers` -- a solver for one world (the compiled core, else a pure-Python one);
* :mod:`base` -- what every phase uses: effort, worlds, the rule-based fallback;
* :mod:`plans` -- a declarer's plan valued over the worlds (shared by musik, contract, auction);
* :mod:`play`, :mod:`musik`, :mod:`contract`, :mod:`auction` -- each decision on its own.

:class:`~tysiac_engine.ai.pimc.SearchPlayer` puts the phases together.
"""

"""Words for the player, in the player's language: nothing here draws or decides.

``words`` numbers, suits, preset, level and seat-kind names; ``cards`` cards and suits as the
table shows them; ``events`` the log of a deal and the name plates' status lines; ``hints`` the
coach's sentences; ``reasons`` the scoring events of a deal; ``rule_texts`` and ``modes`` the
rules options and game modes; ``rule_errors`` the engine's refusals; ``file_problems`` files
that could not be used.  The window, the controller and the dialogs import from here.
"""

"""Game records (RECORD.md, ``tysiac-record`` v1): save, load, replay."""
from __future__ import annotations

import copy
import json
import random

import pytest

from tysiac_engine import Game, IllegalAction, InvalidRecord, InvalidRules, TysiacError, make_rules
from tysiac_engine.record import dumps, game_to_record, load_game, loads, replay_report

from .randplay import CONFIGS, choose, make_game, result_summary
from .records import ACTIONS, DEAL_SUMMARY, HANDS, MUSIK, record

def report(doc) -> dict:
    out = replay_report(json.dumps(doc))
    return json.loads(json.dumps(out))


def error_of(doc) -> dict:
    out = report(doc)
    assert set(out) == {"error", "deal", "action"}, out
    assert isinstance(out["error"], str) and out["error"]
    return out


# ----------------------------------------------------------------------------- round trip

@pytest.mark.parametrize("preset,players", CONFIGS)
def test_save_load_round_trip(preset, players):
    game = make_game(preset, players, seed=11)
    rng = random.Random(5)
    for _ in range(150):
        if game.is_over:
            break
        game.apply(choose(rng, game.legal_actions(), 0.8))
    text = dumps(game)
    doc = json.loads(text)
    assert doc["format"] == "tysiac-record" and doc["version"] == 1
    assert doc["rules"]["preset"] == preset
    assert make_rules(preset, doc["rules"]["overrides"]) == game.rules
    assert doc["players"] == list(game.players)
    for deal, entry in zip(game.deals, doc["deals"]):
        assert entry["dealer"] == deal.dealer
        assert entry["actions"] == [str(a) for _, a in deal.history]
        if players == 4:
            assert entry["hands"][deal.dealer] == [], "the sitting-out dealer gets []"
        assert len(entry["musik"]) == (2 if players == 2 else 1)
    again = loads(text)
    assert dumps(again) == text
    assert again.scores == game.scores
    assert [result_summary(r) for r in again.results] == [result_summary(r) for r in game.results]
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
    # a record survives a second trip through JSON text and load_game
    assert game_to_record(load_game(json.loads(text))) == doc


@pytest.mark.parametrize("preset", ["polish", "russian", "danish"])
def test_a_game_of_a_preset_records_that_preset_without_overrides(preset):
    doc = game_to_record(Game(make_rules(preset), seed=3))
    assert doc["rules"] == {"preset": preset, "overrides": {}}


def test_a_game_of_a_preset_with_changes_records_the_preset_and_only_the_changes():
    game = Game(make_rules("danish", {"players": 4, "target": 1500}), seed=3)
    assert game.preset == "danish"
    assert game_to_record(game)["rules"] == {"preset": "danish", "overrides": {"players": 4, "target": 1500}}


def test_rules_described_against_another_preset_are_the_same_rules():
    russian = make_rules("russian")
    as_polish = russian.based_on("polish")
    assert as_polish == russian and hash(as_polish) == hash(russian)
    assert as_polish.overrides == russian.overrides_from("polish") and as_polish.overrides["target"] == 1001
    assert game_to_record(Game(russian, seed=3, preset="polish"))["rules"] == {"preset": "polish",
                                                                                "overrides": as_polish.overrides}
    with pytest.raises(InvalidRules) as caught:
        russian.based_on("klingon")
    assert caught.value.code == "unknown_preset" and russian.preset == "russian"


def test_hand_written_record_replays_to_the_scores_worked_out_by_hand():
    out = report(record())
    assert out == {"scores": [120, 0, 70], "winner": None, "deals": [DEAL_SUMMARY]}
    game = load_game(record())
    assert game.players == ("Ala", "Bolek", "Cezary")
    assert game.current is None and not game.is_over


def test_record_example_loads_through_loads_and_round_trips():
    text = json.dumps(record())
    game = loads(text)
    assert game.scores == (120, 0, 70)
    assert json.loads(dumps(game))["deals"][0]["actions"] == ACTIONS
    assert load_game(json.loads(dumps(game))).scores == (120, 0, 70)


def test_rules_overrides_are_honoured():
    # bid_step 5: 105 is a legal raise; with the polish 10 it is not
    actions = ["bid 100", "bid 105"]
    assert "error" not in report(record(actions, overrides={"bid_step": 5}))
    assert error_of(record(actions))["action"] == 1


# ----------------------------------------------------------------------------- players

def test_plain_string_and_object_players():
    players = [{"name": "Ala", "kind": "human"}, {"name": "Robo", "kind": "ai", "level": "hard"}, "Cezary"]
    doc = record(players=players)
    out = report(doc)
    assert out["scores"] == [120, 0, 70]
    game = load_game(doc)
    assert game.players == ("Ala", "Robo", "Cezary")
    saved = game_to_record(game)["players"]
    assert saved[2] == "Cezary"
    assert saved[1]["name"] == "Robo" and saved[1]["kind"] == "ai" and saved[1]["level"] == "hard"
    assert saved[0]["name"] == "Ala" and saved[0].get("kind", "human") == "human"
    assert load_game(json.loads(json.dumps(game_to_record(game)))).players == game.players


def test_object_player_with_a_bad_kind_is_an_error():
    out = error_of(record(players=[{"name": "Ala", "kind": "robot"}, "B", "C"]))
    assert out["deal"] is None and out["action"] is None
    assert out["error"].startswith("players.0.kind: ") and "'human' or 'ai'" in out["error"]


@pytest.mark.parametrize("entry,where", [({"kind": "ai"}, "players.1.name"), ({"name": 7}, "players.1.name"),
                                         ({"name": "B", "level": [1]}, "players.1.level"),
                                         (7, "players.1: a name or an object")])
def test_a_bad_player_entry_is_named_with_what_is_wrong(entry, where):
    out = error_of(record(players=["A", entry, "C"]))
    assert out["error"].startswith(where) and (out["deal"], out["action"]) == (None, None), out


def test_a_seat_object_takes_any_name_and_any_level_a_plain_name_could_have():
    """RECORD.md: objects "may be used instead of plain strings", and says nothing of a name's
    length or a level's type: a long name and a level of any JSON scalar replay as plain names."""
    long = "x" * 5000
    plain = report(record(players=[long, "B", "C"]))
    for level in ("hard", 3, 2.5, True, None):
        doc = record(players=[{"name": long, "kind": "ai", "level": level}, "B", "C"])
        assert report(doc) == plain, level
        saved = game_to_record(load_game(doc))["players"][0]
        assert saved["name"] == long and saved.get("level") == level


# ----------------------------------------------------------------------------- start scores / state

def test_start_scores_are_honoured():
    out = report(record(start_scores=[500, 300, 100]))
    assert out["scores"] == [620, 300, 170]
    assert out["deals"][0]["score_delta"] == [120, 0, 70]
    game = load_game(record(start_scores=[500, 300, 100]))
    assert game.start_scores == (500, 300, 100)
    assert json.loads(dumps(game))["start_scores"] == [500, 300, 100]


def test_start_scores_at_800_lock_an_opponent():
    """polish lock_800: seat 2 at 850 as an opponent gains nothing."""
    out = report(record(start_scores=[0, 0, 850]))
    assert out["scores"] == [120, 0, 850]
    assert out["deals"][0]["score_delta"] == [120, 0, 0]


def test_start_state_bombs_used_is_honoured():
    """polish bombs_per_player 1: a seat that used its bomb cannot bomb again."""
    actions = ["bid 100", "pass", "pass", "take 0", "give 9S 1", "give JD 2"]
    fresh = report(record(actions))
    assert fresh["phase"] == "contract" and fresh["to_move"] == 0
    assert "bomb" in fresh["legal"]
    used = report(record(actions, start_state={"bombs_used": [1, 0, 0]}))
    assert "bomb" not in used["legal"]
    assert used["legal"] == [a for a in fresh["legal"] if a != "bomb"]
    out = error_of(record(actions + ["bomb"], start_state={"bombs_used": [1, 0, 0]}))
    assert (out["deal"], out["action"]) == (0, 6)
    ok = report(record(actions + ["bomb"]))
    assert ok["deals"][0]["bombed"] is True and ok["deals"][0]["score_delta"] == [0, 60, 60]
    game = load_game(record(actions, start_state={"bombs_used": [1, 0, 0]}))
    assert json.loads(dumps(game))["start_state"]["bombs_used"] == [1, 0, 0]


def test_start_state_bolts_is_honoured():
    """russian bolts: seat 1 takes no trick; with two bolts already that is the 3rd: −120."""
    overrides = {"meld_requires_trick": False}  # so the hand-written play stays legal
    plain = report(record(preset="russian", overrides=overrides))
    assert plain["scores"] == [120, 0, 65]  # 66 → 65 (five_nearest)
    bolted = report(record(preset="russian", overrides=overrides, start_state={"bolts": [0, 2, 0]}))
    assert bolted["scores"] == [120, -120, 65]
    game = load_game(record(preset="russian", overrides=overrides, start_state={"bolts": [0, 2, 0]}))
    assert game.counters.bolts[1] == 3


def test_any_integer_below_the_target_is_a_start_score_and_any_count_a_counter():
    """RECORD.md: "start_scores are integers below the target" -- however far below; a counter
    is a count, however large (every third bolt still costs 120)."""
    out = report(record(start_scores=[-100000, -10 ** 30, 500]))
    assert out["scores"] == [-100000 + 120, -10 ** 30, 500 + 70], out
    overrides = {"meld_requires_trick": False}
    bolted = report(record(preset="russian", overrides=overrides, start_state={"bolts": [0, 3 * 10 ** 30 + 2, 0]}))
    assert bolted["scores"] == [120, -120, 65]


def test_bad_start_state_is_an_error():
    for state in ({"luck": [0, 0, 0]}, {"bolts": [0, 0]}, {"bolts": [0, -1, 0]}, {"bolts": "0 0 0"}, [0, 0, 0]):
        out = error_of(record(start_state=state))
        assert out["deal"] is None and out["action"] is None, state


# ----------------------------------------------------------------------------- redeals

NINES_HANDS = [["JH", "QH", "AH", "TD", "KD", "AD", "QC"],   # dealer
               ["9H", "9D", "9C", "9S", "JD", "JC", "JS"],    # four nines, no marriage
               ["KH", "TH", "QD", "KC", "TC", "AC", "QS"]]
NINES_MUSIK = [["KS", "TS", "AS"]]


def nines_deal(dealer=0, actions=("redeal",)):
    return {"dealer": dealer, "hands": copy.deepcopy(NINES_HANDS), "musik": copy.deepcopy(NINES_MUSIK),
            "actions": list(actions)}


def test_redealt_deal_is_followed_by_a_deal_with_the_same_dealer():
    doc = record()
    doc["deals"] = [nines_deal(0), nines_deal(0, [])]
    out = report(doc)
    assert out["deals"][0]["made"] is None and out["deals"][0]["score_delta"] == [0, 0, 0], \
        "RECORD.md: a redealt deal has made null and zero deltas"
    assert out["scores"] == [0, 0, 0]
    # the second deal is waiting for seat 1's claim: redeal claims are the "auction" phase
    assert out["phase"] == "auction" and out["to_move"] == 1
    assert sorted(out["legal"]) == ["keep", "redeal"]
    game = load_game(doc)
    assert game.deals[1].dealer == game.deals[0].dealer == 0


def test_redealt_deal_with_the_next_dealer_is_an_error():
    doc = record()
    doc["deals"] = [nines_deal(0), nines_deal(1, [])]
    out = error_of(doc)
    assert out["deal"] == 1 and out["action"] is None


def test_keep_then_auction():
    doc = record()
    doc["deals"] = [nines_deal(0, ["keep"])]
    out = report(doc)
    assert out["phase"] == "auction" and out["to_move"] == 1 and out["legal"] == ["bid 100"]


# ----------------------------------------------------------------------------- mid-deal

@pytest.mark.parametrize("count,phase,legal", [
    (0, "auction", ["bid 100"]),
    (1, "auction", ["pass"] + [f"bid {n}" for n in range(110, 210, 10)]),  # seat 1: marriage D → 200
    (5, "musik", ["take 0"]),
    (8, "contract", [f"declare {n}" for n in range(120, 290, 10)]),  # 120 + H 100 + C 60 = 280
])
def test_mid_deal_output_has_to_move_phase_and_legal(count, phase, legal):
    out = report(record(ACTIONS[:count]))
    assert out["phase"] == phase
    assert out["to_move"] == (1 if count == 1 else 0)
    assert sorted(out["legal"]) == sorted(legal)
    assert out["scores"] == [0, 0, 0] and out["deals"] == [] and out["winner"] is None


def test_mid_deal_output_in_the_play_phase():
    out = report(record(ACTIONS[:9]))
    assert out["phase"] == "play" and out["to_move"] == 0
    plays = {f"play {c}" for c in ["AH", "TH", "KH", "QH", "KC", "9H", "JS", "QC"]}
    melds = {"meld QH", "meld KH", "meld QC", "meld KC"}
    assert set(out["legal"]) - {"claim"} == plays | melds
    out = report(record(ACTIONS[:11]))  # meld QH, play JH: seat 2 to move, void in hearts
    assert out["to_move"] == 2
    assert set(out["legal"]) == {f"play {c}" for c in ["9D", "TC", "AC", "QS", "KS", "TS", "AS", "JD"]}


def test_finished_deal_without_a_next_deal_has_no_to_move():
    out = report(record())
    assert "to_move" not in out and "phase" not in out and "legal" not in out


# ----------------------------------------------------------------------------- end of game

def test_finished_game_replay_has_the_winner():
    out = report(record(start_scores=[950, 0, 0]))
    assert out["scores"] == [1070, 0, 70]
    assert out["winner"] == 0
    assert "to_move" not in out
    game = load_game(record(start_scores=[950, 0, 0]))
    assert game.is_over and game.winner == 0
    with pytest.raises(IllegalAction):
        game.apply("bid 100")


def test_tied_finish_under_draw():
    overrides = {"finish_tie": "draw", "non_declarer_finish": "allowed", "lock_800": False}
    out = report(record(overrides=overrides, start_scores=[950, 0, 940]))
    assert out["scores"] == [1070, 0, 1010] and out["winner"] == "draw"


@pytest.mark.parametrize("tie,winner", [("declarer_then_higher", 0), ("higher", 2)])
def test_several_reaching_the_target(tie, winner):
    overrides = {"finish_tie": tie, "non_declarer_finish": "allowed", "lock_800": False}
    out = report(record(overrides=overrides, start_scores=[900, 0, 990]))
    assert out["scores"] == [1020, 0, 1060] and out["winner"] == winner


def test_deals_after_the_game_is_over_are_an_error():
    doc = record(start_scores=[950, 0, 0])
    doc["deals"].append({"dealer": 0, "hands": copy.deepcopy(HANDS), "musik": copy.deepcopy(MUSIK),
                         "actions": []})
    out = error_of(doc)
    assert out["deal"] == 1 and out["action"] is None
    with pytest.raises(TysiacError):
        load_game(doc)


def test_actions_after_the_deal_ended_are_an_error():
    out = error_of(record(ACTIONS + ["pass"]))
    assert (out["deal"], out["action"]) == (0, len(ACTIONS))


# ----------------------------------------------------------------------------- unknown keys

def test_unknown_top_level_and_deal_keys_are_ignored():
    doc = record(event="Club night", date="2024-05-01", comment={"any": ["thing", 1, None]})
    doc["deals"][0]["comment"] = "a good deal"
    doc["deals"][0]["clock"] = [1, 2, 3]
    assert report(doc) == report(record())


def test_deeply_nested_unknown_key_is_still_ignored():
    text = json.dumps(record())[:-1] + ', "comment": ' + "[" * 500 + "]" * 500 + "}"
    out = json.loads(json.dumps(replay_report(text)))
    assert out["scores"] == [120, 0, 70]


@pytest.mark.parametrize("where", ["rules", "overrides"])
def test_unknown_rules_keys_are_an_error(where):
    doc = record()
    if where == "rules":
        doc["rules"]["house"] = "ours"
    else:
        doc["rules"]["overrides"]["house_rule"] = True
    out = error_of(doc)
    assert out["deal"] is None and out["action"] is None
    with pytest.raises((InvalidRules, InvalidRecord)):
        load_game(doc)


def test_unknown_rules_value_is_an_error():
    out = error_of(record(overrides={"must_trump": "sometimes"}))
    assert out["deal"] is None and out["action"] is None
    assert "must_trump" in out["error"]


# ----------------------------------------------------------------------------- errors in process

def test_illegal_action_error_names_the_rule_and_indexes():
    out = error_of(record(["bid 100", "bid 105"]))
    assert (out["deal"], out["action"]) == (0, 1)
    assert "bid_step" in out["error"]
    bad = list(ACTIONS)
    bad[ACTIONS.index("play JH")] = "play TD"  # seat 1 must follow hearts with JH
    out = error_of(record(bad))
    assert (out["deal"], out["action"]) == (0, ACTIONS.index("play JH"))
    assert "follow" in out["error"] or "must_beat" in out["error"]


def test_game_built_from_a_record_and_from_cards_agree():
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], first_dealer=2, auto_deal=False)
    game.start_deal(HANDS, MUSIK, 2)
    for token in ACTIONS:
        game.apply(token)
    assert game.scores == (120, 0, 70)
    assert game_to_record(game)["deals"][0]["actions"] == ACTIONS

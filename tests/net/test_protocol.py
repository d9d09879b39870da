"""The protocol's messages: views and events arrive as they left, bad input is a typed refusal."""
import json

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine.actions import bid
from tysiac_engine.errors import IllegalAction
from tysiac_engine.net import protocol as P


def test_an_update_carries_the_seats_view_and_events_unchanged():
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=3)
    sent = P.Update(view=game.view(1), events=game.last_events)
    got = P.decode_server(P.encode(sent))
    assert got.view == game.view(1)
    assert got.events == game.last_events


def test_an_action_travels_as_the_engines_json_form():
    got = P.decode_client('{"type": "act", "action": {"kind": "bid", "value": 110, "card": null}}')
    assert got == P.Act(action=bid(110))


@pytest.mark.parametrize("text", [
    "not json", "{}", '{"type": "shout"}', '{"type": "act"}', '{"type": "act", "action": {"kind": "fly"}}',
    '{"type": "chat", "text": ""}', '{"type": "chat", "text": "' + "x" * (P.MAX_CHAT_LENGTH + 1) + '"}',
    '{"type": "join", "code": "../../etc", "name": "Ala"}', '{"type": "act", "action": null, "seat": 2}',
    "[" * 3000, '{"type": "chat", "text": "line\\nbreak"}', '{"type": "join", "code": "abc", "name": "Ala\\u202e"}',
    '{"type": "create", "name": "Ala", "preset": "klingon", "seats": [{}, {}]}',
])
def test_a_malformed_message_is_a_bad_message_with_a_short_reason(text):
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_client(text)
    assert caught.value.code == "bad_message"
    assert len(str(caught.value)) <= 200


def test_an_oversized_message_is_refused_before_it_is_read():
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_client('{"type": "chat", "text": "' + "x" * P.MAX_CLIENT_MESSAGE_BYTES + '"}')
    assert caught.value.code == "too_large"


def test_an_illegal_action_refusal_keeps_the_engines_rule_and_facts():
    refusal = P.Refused.of_illegal(IllegalAction("follow suit", "follow_suit", {"card": "QH", "led": 2}))
    again = P.decode_server(P.encode(refusal)).as_illegal()
    assert (again.rule, again.params) == ("follow_suit", {"card": "QH", "led": 2})


@pytest.mark.parametrize("version", ['"1"', "true", "1.0", "null", "[1]"])
def test_a_hello_version_is_an_integer_exactly(version):
    with pytest.raises(P.ProtocolError):
        P.decode_client('{"type": "hello", "version": %s}' % version)


@pytest.mark.parametrize("name", ["Ala\u200b", "\u3164", "\u115f", "Bo\u202elek", "Zo\U000e0041sia", "\u2800",
                                  "Ola\u200d", "a" + "\u0301" * 4, "...", "Ala\tBo", "\u00a0"])
def test_a_name_is_visible_letters_digits_spaces_and_punctuation(name):
    with pytest.raises(ValueError):
        P.clean_name(name)


def test_a_name_is_kept_tidy_and_told_apart_case_aside():
    assert P.clean_name("  Zosia   Maria ") == "Zosia Maria"
    assert P.clean_name("Łukasz O'Neil-Kowalski (2)") == "Łukasz O'Neil-Kowalski (2)"
    assert P.same_name("ala", "ALA") and P.same_name("Ａｌａ", "Ala") and not P.same_name("Ala", "Ola")


@pytest.mark.parametrize("text", ["hi\u200b", "\u202eevil", "tag\U000e0041", "\u3164"])
def test_a_chat_line_has_nothing_invisible(text):
    with pytest.raises(P.ProtocolError):
        P.decode_client(json.dumps({"type": "chat", "text": text}))


def test_a_table_code_has_no_look_alike_characters_and_is_read_case_aside():
    codes = {P.new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == P.CODE_LENGTH for c in codes)
    assert not set("".join(codes)) & set("01IOLilo")
    code = codes.pop()
    assert code in P.code_spellings(code.lower()) and code in P.code_spellings("-".join([code[:13], code[13:]]))
    assert P.code_spellings("aB3_x-Yz")[0] == "aB3_x-Yz"  # an older, case-sensitive code as it is


def test_the_fields_added_later_are_left_out_when_unused():
    assert '"ref"' not in P.encode(P.Refused(code="rate", message="slow down"))
    assert '"ref"' not in P.encode(P.Act(action=bid(110)))
    assert P.decode_server(P.encode(P.Refused(code="rate", message="x", ref=3))).ref == 3
    here = P.TableState(seats=(P.SeatState(name="Ala", kind="human", connected=True),) * 3, host=0, started=True,
                        preset="polish", overrides={})
    assert "substitute_in" not in P.encode(here)  # inside a message too

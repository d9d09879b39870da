"""The protocol's messages: views and events arrive as they left, bad input is a typed refusal."""
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

"""Invitations: one line carries the server and the code; pasted text around it, old forms and
junk are read or refused with the part that is wrong."""
import pytest

from tysiac_engine.net import protocol as P
from tysiac_engine.net.invitation import InvitationError, Server, parse_invitation, parse_server

CODE = "7KQ2MZ9HXCVB4NPRTW3YJ8FDGA"


def test_an_invitation_round_trips_and_names_the_address_to_open():
    for server in (Server("tysiac", "192.168.1.20", 8765), Server("wss", "tysiac.example.org", 443, "/t"),
                   Server("ws", "10.0.0.5", 8080, "/games/t"), Server("tysiac", "fe80::1", 9000)):
        invitation = server.invitation(CODE)
        assert parse_invitation(invitation.text) == invitation
        assert invitation.url.endswith("/" + CODE)
    assert Server("tysiac", "192.168.1.20", 8765).invitation(CODE).text == f"tysiac://192.168.1.20:8765/{CODE}"
    assert Server("wss", "tysiac.example.org", 443, "/t").invitation(CODE).url == f"wss://tysiac.example.org:443/t/{CODE}"
    assert Server("tysiac", "fe80::1", 9000).invitation(CODE).url == f"ws://[fe80::1]:9000/{CODE}"


@pytest.mark.parametrize("text, host, port, code", [
    (f"Join me: tysiac://ala.local:8765/{CODE} - see you!", "ala.local", 8765, CODE),
    (f"  wss://Tysiac.Example.org/t/{CODE.lower()}.", "tysiac.example.org", 443, CODE),
    (f"tysiac://10.0.0.7/{CODE[:13]}-{CODE[13:]}", "10.0.0.7", 8765, CODE),
    ("tysiac://10.0.0.7:9000/Ab3_x-YzOld22characters", "10.0.0.7", 9000, "Ab3_x-YzOld22characters"),
    (f"Address: 192.168.1.20 Port: 8765 Table code: {CODE}", "192.168.1.20", 8765, CODE),
    (f"Address: host.lan\nPort: 9001\nTable code: {CODE}", "host.lan", 9001, CODE),
])
def test_an_invitation_is_found_in_pasted_text(text, host, port, code):
    invitation = parse_invitation(text)
    assert (invitation.server.host, invitation.server.port, invitation.code) == (host, port, code)


@pytest.mark.parametrize("text, problem", [
    ("", "empty"), ("   ", "empty"), ("x" * 600, "too_long"), ("hello there", "not_an_invitation"),
    ("http://example.org/abc", "not_an_invitation"), (f"ftp://h/{CODE}", "not_an_invitation"),
    (f"tysiac://h:0/{CODE}", "bad_port"), (f"tysiac://h:65536/{CODE}", "bad_port"),
    (f"tysiac://h:99999999999999999999/{CODE}", "bad_port"), (f"tysiac://h:-1/{CODE}", "bad_port"),
    (f"tysiac://h:80a/{CODE}", "bad_port"), (f"tysiac://user@h:8765/{CODE}", "bad_host"),
    (f"tysiac://-bad-.org/{CODE}", "bad_host"), (f"tysiac://a..b/{CODE}", "bad_host"),
    (f"tysiac://[zz::1]:80/{CODE}", "bad_host"), (f"tysiac://fe80::1/{CODE}", "bad_host"),
    ("tysiac://h:8765", "bad_code"), ("tysiac://h:8765/", "bad_code"), ("tysiac://h:8765/a%2Fb", "bad_code"),
    ("tysiac://h:8765/" + "A" * 65, "bad_code"), (f"tysiac://h:8765/x/{CODE}", "bad_path"),
    (f"wss://h/t?x=1/{CODE}", "bad_path"), (f"wss://h/{'a/' * 9}{CODE}", "bad_path"),
    ("tysiac://h\u200b:8765/" + CODE, "bad_host"),
])
def test_junk_is_refused_with_the_part_that_is_wrong(text, problem):
    with pytest.raises(InvitationError) as caught:
        parse_invitation(text)
    assert caught.value.problem == problem and len(str(caught.value)) <= 80


def test_a_table_servers_address_as_typed():
    assert parse_server("wss://tysiac.example.org/t") == Server("wss", "tysiac.example.org", 443, "/t")
    assert parse_server("192.168.1.5:9000") == Server("tysiac", "192.168.1.5", 9000)
    assert parse_server("ws://[::1]:8080").text == "ws://[::1]:8080"
    assert parse_server("tysiac://h").invitation(CODE).code == CODE
    with pytest.raises(InvitationError):
        parse_server("wss://h:70000")


def test_a_new_code_is_an_invitations_code():
    code = P.new_code()
    assert parse_invitation(f"tysiac://h/{code.lower()}").code == code

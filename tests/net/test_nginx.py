"""More players than one server: two ``serve`` processes behind nginx (the shipped
packaging/server/nginx-tables.conf, on loopback ports without TLS); every table's connections
reach the process that holds it through the one address, and tables are played on both."""
import asyncio
import shutil
import socket
import subprocess
import time

from tysiac_engine import make_player
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import TableClient, play_scripted
from tysiac_engine.net.invitation import parse_server

from tests.net.util import ROOT, server_process

SHIPPED = ROOT / "packaging" / "server" / "nginx-tables.conf"
SHORT = {"target": 300, "barrel": None, "no_trick_penalty_from": 0}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _nginx_conf(prefix, port: int, upstreams: list[int]) -> str:
    """The shipped configuration on loopback: its map, upstream and locations as they are; the
    listen line and the upstream ports changed, TLS left out, in a main file of its own."""
    shipped = SHIPPED.read_text()
    assert "server 127.0.0.1:8801;" in shipped and "server 127.0.0.1:8802;" in shipped
    site = shipped.replace("server 127.0.0.1:8801;", f"server 127.0.0.1:{upstreams[0]};")
    site = site.replace("server 127.0.0.1:8802;", f"server 127.0.0.1:{upstreams[1]};")
    site = site.replace("listen 443 ssl;", f"listen 127.0.0.1:{port};")
    site = "\n".join(line for line in site.splitlines() if not line.strip().startswith("ssl_certificate"))
    (prefix / "tables.conf").write_text(site)
    temp = "\n".join(f"    {kind}_temp_path {prefix}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return f"""daemon off;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log warn;
worker_processes 1;
events {{ worker_connections 512; }}
http {{
    access_log off;
{temp}
    include {prefix}/tables.conf;
}}
"""


def _wait_listening(port: int, proc: subprocess.Popen, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert proc.poll() is None, "nginx stopped"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("nginx did not listen")


def test_two_servers_behind_nginx_play_tables_through_one_address(tmp_path):
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    servers, dirs = [], [tmp_path / "one", tmp_path / "two"]
    proxy = None
    try:
        for folder in dirs:
            servers.append(server_process(0, folder, "--trusted-proxy", "127.0.0.1"))
        port, prefix = _free_port(), tmp_path / "nginx"
        prefix.mkdir()
        (prefix / "nginx.conf").write_text(_nginx_conf(prefix, port, [p for _, p in servers]))
        proxy = subprocess.Popen([nginx, "-p", str(prefix), "-c", str(prefix / "nginx.conf")],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        _wait_listening(port, proxy)
        address = parse_server(f"ws://127.0.0.1:{port}/t")

        async def run():
            tables = []  # until each process holds one (a code goes to either, by its hash)
            while not all(list(d.glob("*.json")) for d in dirs):
                assert len(tables) < 40
                invitation = address.invitation(P.new_code())
                host = await TableClient.connect(invitation.url)
                await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan(kind="ai")), "polish", SHORT,
                                  code=invitation.code)
                tables.append((host, invitation))
            held = {d: {p.stem for p in d.glob("*.json")} for d in dirs}
            games = []
            for host, invitation in tables:
                friend = await TableClient.connect(invitation.url)  # through nginx, by the code alone
                assert await friend.join(invitation.code, "Bolek") == 1
                await host.until(lambda m: isinstance(m, P.TableState) and m.seats[1].name == "Bolek")
                await host.start()
                games.append((host, friend))
            await asyncio.gather(*(play_scripted(c, make_player("easy", i).choose, timeout=120)
                                   for i, c in enumerate(c for game in games for c in game)))
            assert all(h.record is not None and h.record == f.record for h, f in games)
            finished = {d: {p.stem for p in (d / "finished").glob("*.json")} for d in dirs}
            assert finished == held and all(finished.values())  # each process played its own tables

        asyncio.run(run())
    finally:
        if proxy is not None:
            proxy.terminate()
            assert proxy.wait(10) is not None
            errors = proxy.stderr.read()
            assert "emerg" not in errors, errors
        for proc, _ in servers:
            proc.terminate()
            proc.wait(10)


def test_an_address_without_a_table_code_is_turned_away_by_nginx(tmp_path):
    """The shipped configuration has no table for '/' (nor for '/t/' alone): a plain 404."""
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    port, prefix = _free_port(), tmp_path / "nginx"
    prefix.mkdir()
    (prefix / "nginx.conf").write_text(_nginx_conf(prefix, port, [_free_port(), _free_port()]))
    proxy = subprocess.Popen([nginx, "-p", str(prefix), "-c", str(prefix / "nginx.conf")],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_listening(port, proxy)
        for path in ("/", "/t/", "/t/../etc"):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
                sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
                reply = sock.recv(4096).decode(errors="replace")
            assert reply.split()[1] in ("404", "400"), reply
    finally:
        proxy.terminate()
        proxy.wait(10)

"""Network play: the protocol (:mod:`protocol`), the server (:mod:`server`) and a client
(:mod:`client`).  No Qt: the desktop, the tests and the benchmark share the client."""

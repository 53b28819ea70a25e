#!/usr/bin/env python3
"""Prints the text of a kitty window's screen, asked over kitty's remote-control socket (kitty
started with `-o allow_remote_control=yes --listen-on unix:SOCKET`): what `kitty @ --to
unix:SOCKET get-text` prints, without the second it takes kitty's own client to start.
Usage: kitty_screen.py SOCKET. Exit 1 with a message on stderr when kitty does not answer."""
import json
import socket
import sys

PREFIX, SUFFIX = b"\x1bP@kitty-cmd", b"\x1b\\"


def main():
    request = {"cmd": "get-text", "version": [0, 26, 5], "payload": {"extent": "screen"}}
    try:
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(5)
            s.connect(sys.argv[1])
            s.sendall(PREFIX + json.dumps(request).encode() + SUFFIX)
            answer = b""
            while not answer.endswith(SUFFIX):
                chunk = s.recv(65536)
                if not chunk:
                    break
                answer += chunk
        reply = json.loads(answer[len(PREFIX):-len(SUFFIX)])
    except (OSError, ValueError) as error:
        sys.stderr.write("kitty_screen.py: %s: %s\n" % (sys.argv[1], error))
        return 1
    if not reply.get("ok"):
        sys.stderr.write("kitty_screen.py: kitty says: %s\n" % reply.get("error"))
        return 1
    sys.stdout.write(reply.get("data", ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

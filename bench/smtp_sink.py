"""A local SMTP server that keeps every message it accepts (the soak's outside edge for email).

Just enough of RFC 5321 for Django's SMTP backend: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
QUIT. A message counts as delivered once its DATA ends with "250", as at a real relay, so a
worker killed after that point and before it marked the reminder sent sends it again.
"""

from __future__ import annotations

import socketserver
import threading
from collections import Counter
from email.parser import BytesHeaderParser


class _Session(socketserver.StreamRequestHandler):
    server: SmtpSink

    def reply(self, line: str) -> None:
        self.wfile.write(f"{line}\r\n".encode())

    def handle(self) -> None:
        self.reply("220 sink ESMTP")
        while line := self.rfile.readline():
            verb = line.decode("ascii", "replace").strip().split(" ", 1)[0].upper()
            if verb == "EHLO":
                self.reply("250-sink")
                self.reply("250 8BITMIME")
            elif verb == "DATA":
                self.reply("354 end with <CRLF>.<CRLF>")
                self.server.keep(self._message())
                self.reply("250 queued")
            elif verb == "QUIT":
                self.reply("221 bye")
                return
            else:  # HELO, MAIL, RCPT, RSET, NOOP: accepted as they come
                self.reply("250 ok")

    def _message(self) -> bytes:
        lines = []
        while (line := self.rfile.readline()) not in (b".\r\n", b".\n", b""):
            lines.append(line[1:] if line.startswith(b"..") else line)
        return b"".join(lines)


class SmtpSink(socketserver.ThreadingTCPServer):
    """``SmtpSink(("127.0.0.1", 0))``; ``start()``; ``message_ids()`` counts what arrived."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int]) -> None:
        super().__init__(address, _Session)
        self._lock = threading.Lock()
        self._ids: Counter[str] = Counter()

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def keep(self, message: bytes) -> None:
        headers = BytesHeaderParser().parsebytes(message)
        with self._lock:
            self._ids[str(headers.get("Message-ID", "")).strip()] += 1

    def message_ids(self) -> Counter[str]:
        with self._lock:
            return Counter(self._ids)

    def start(self) -> None:
        threading.Thread(target=self.serve_forever, daemon=True).start()

"""SHA-256 for the pack cache without OpenSSL (issue 25).

``hashlib`` loads OpenSSL's libcrypto on import: about 9 ms of CPU and 3.7 MiB of resident memory on the way to
a resumed table, for hashing a pack of under 2 MB. CPython's own SHA-256 module gives the same digests without
it; where a Python has no such module, ``hashlib`` is used.
"""

from __future__ import annotations

from typing import Protocol, cast

try:  # CPython 3.11
    from _sha256 import sha256 as _sha256  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - CPython 3.12+ names it _sha2; other Pythons have hashlib only
    try:
        from _sha2 import sha256 as _sha256  # type: ignore[import-not-found,no-redef,unused-ignore]
    except ImportError:
        from hashlib import sha256 as _sha256  # type: ignore[assignment,unused-ignore]


class Hash(Protocol):
    """What the pack cache uses of a hash object."""

    def update(self, data: bytes, /) -> None: ...
    def digest(self) -> bytes: ...
    def hexdigest(self) -> str: ...


def sha256(data: bytes = b"") -> Hash:
    """A SHA-256 hash object over ``data``, as ``hashlib.sha256(data)`` makes."""
    return cast(Hash, _sha256(data))

"""A bytecode cache for the methods attrs writes for our classes (issue 25).

attrs builds every class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__`` and ``__setattr__`` as Python
source and compiles it when the class is defined, every time the module is imported: for the ~150 classes a
resumed table imports that was 55–70 ms of CPU, about a tenth of the resume, on every start. Python caches the
bytecode of our modules in ``__pycache__``; this does the same for the code attrs generates, in the same place
and with the same trust: ``grail_desktop/__pycache__/attrs-methods.<cache tag>.bin``, written only where Python
itself writes bytecode (not under ``PYTHONDONTWRITEBYTECODE``, not into a read-only install).

An entry is the generated file name attrs gives a class's methods, the SHA-256 of the whole generated source
and its code, taken only for that exact source: a changed class or another attrs version only misses (the
methods are compiled and the entry replaced). The file starts with a header naming the Python bytecode
magic; a file that is damaged, cut short, too large or of another version is ignored and
the methods are compiled as before (and the file rewritten). Nothing of a save, a pack or the user's folders
is read or written here. The engine is unaware of it: it only changes how fast its classes are built.

:func:`install` (before the first attrs class of the app is defined) hooks attrs' one compile step;
:func:`store` writes what was compiled since (the app calls it in idle time after the first frame and when
it quits). Both never raise.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

__all__ = ["cache_path", "counts", "install", "install_on_import", "sha256", "store"]

try:  # CPython's own SHA-256: hashlib would load OpenSSL (grail_desktop.catalog.digest)
    from _sha256 import sha256  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - CPython 3.12+ names it _sha2; other Pythons have hashlib only
    try:
        from _sha2 import sha256  # type: ignore[import-not-found,no-redef,unused-ignore]
    except ImportError:
        from hashlib import sha256  # type: ignore[assignment,unused-ignore]

#: First bytes of the cache file.
MAGIC = b"grail-desktop attrs methods\n"
#: Largest cache file read (the app's is about 0.3 MiB).
MAX_BYTES = 8 * 1024 * 1024

#: A cache entry: the SHA-256 of the generated source (its ``__hash__`` salt left out), its code, and the salt
#: that code was compiled with (``None`` for a class without a generated ``__hash__``).
Entry = tuple[bytes, CodeType, int | None]
#: Entries read from the file and not used yet, by the file name attrs gives a class's generated methods. An
#: entry is dropped once used (the class's methods hold the code), so what stays is only what was not imported.
_cached: dict[str, Entry] = {}
#: entries compiled in this process and not yet written
_new: dict[str, Entry] = {}
#: how attrs names the generated methods of a class, and its ``__hash__`` salt (``attr._make``)
_METHODS = "<attrs generated methods "
_HASH = "<attrs generated hash "
#: how many generated scripts were taken from the cache / compiled (tests and benchmarks read them)
counts = {"cached": 0, "compiled": 0}
_state = {"installed": False}


def cache_path() -> Path | None:
    """Where the cache lives (beside the package's own bytecode), or ``None`` where Python keeps none."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    return Path(__file__).resolve().parent / "__pycache__" / f"attrs-methods.{tag}.bin"


def _header() -> bytes:
    # Python's bytecode magic only: each entry's digest covers the whole generated source, so another attrs
    # (which writes other source) misses anyway. The attrs version cannot be read here: the hook runs while
    # ``attr`` is still being imported (it has no ``__version__`` yet).
    return MAGIC + importlib.util.MAGIC_NUMBER + b"\n"


def _read(path: Path) -> dict[str, Entry]:
    """The entries of the file at ``path``; ``{}`` for a missing, damaged, foreign or outdated file."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError:
        return {}
    head = _header()
    if len(data) > MAX_BYTES or not data.startswith(head):
        return {}
    try:
        table = marshal.loads(data[len(head) :])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(table, dict):
        return {}
    good: dict[str, Entry] = {}
    for name, entry in table.items():
        if (
            isinstance(name, str)
            and isinstance(entry, tuple)
            and len(entry) == 3
            and isinstance(entry[0], bytes)
            and isinstance(entry[1], CodeType)
            and entry[1].co_filename == name
            and (entry[2] is None or type(entry[2]) is int)
        ):
            good[name] = entry
    return good


def _type_hash(filename: str, script: str) -> int | None:
    """The per-process number attrs writes into a class's ``__hash__`` (``hash()`` of a name, which differs
    from run to run: Python salts the hashes of strings), when it is in ``script``."""
    if not filename.startswith(_METHODS):
        return None
    number = hash(_HASH + filename[len(_METHODS) :])
    return number if f" {number},\n" in script else None


def _with_const(code: CodeType, old: int, new: int) -> CodeType:
    """``code`` with the constant ``old`` replaced by ``new``, in it and in the functions it defines."""
    consts = tuple(
        new
        if type(value) is int and value == old
        else _with_const(value, old, new)
        if isinstance(value, CodeType)
        else value
        for value in code.co_consts
    )
    return code.replace(co_consts=consts)


def _compile_and_eval(script: str, globs: dict[str, Any] | None, locs: Any = None, filename: str = "") -> None:
    """attrs' ``_compile_and_eval`` (compile ``script`` as ``filename`` and run it in ``globs``/``locs``),
    taking the code from the cache when this exact source was compiled before. The source's digest leaves out
    the number a ``__hash__`` is salted with (:func:`_type_hash`); a cached code gets this run's number instead
    of the one it was compiled with, so it equals what ``compile`` makes of ``script``."""
    salt = _type_hash(filename, script)
    plain = script if salt is None else script.replace(f" {salt},\n", " <type hash>,\n")
    digest = sha256(plain.encode()).digest()
    entry = _cached.pop(filename, None)
    if entry is not None and entry[0] == digest and (entry[2] is None) == (salt is None):
        code = entry[1]
        if salt is not None and entry[2] != salt:
            code = _with_const(code, entry[2], salt)  # type: ignore[arg-type]
        counts["cached"] += 1
    else:
        code = compile(script, filename, "exec")
        _new[filename] = (digest, code, salt)
        counts["compiled"] += 1
    eval(code, globs, locs)  # what attrs itself does with the code it generated


def install(path: Path | None = None) -> bool:
    """Hook attrs' compile step now (importing attrs) and read the cache at ``path`` (default
    :func:`cache_path`). Returns whether the hook is in place: ``False`` when attrs has no such step (another
    attrs; its classes then compile as usual). Calling it again does nothing."""
    if _state["installed"]:
        return True
    try:
        import attr._make as make
    except ImportError:
        return False
    return _hook(make, path)


def _hook(make: ModuleType, path: Path | None) -> bool:
    if _state["installed"]:
        return True
    if not callable(getattr(make, "_compile_and_eval", None)):
        return False
    where = cache_path() if path is None else path
    if where is not None:
        _cached.update(_read(where))
    make._compile_and_eval = _compile_and_eval  # type: ignore[attr-defined]
    _state["installed"] = True
    return True


def install_on_import(path: Path | None = None) -> None:
    """:func:`install` when attrs is first imported, not before: the start screen's first frame imports no
    attrs (tests/ui/test_first_frames_import_little.py), and the cache is read only by a start that needs it.
    At once when attrs is imported already."""
    make = sys.modules.get("attr._make")
    if make is not None:
        _hook(make, path)
        return
    if any(isinstance(finder, _AttrsFinder) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, _AttrsFinder(path))


class _AttrsFinder:
    """A meta-path finder that finds nothing itself: when ``attr._make`` is imported it lets the usual finders
    find it, then hooks the module once it has run (before ``attr`` defines any class with it)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if name != "attr._make":
            return None
        sys.meta_path.remove(self)  # once; the usual finders below find the module
        spec = importlib.util.find_spec(name)
        loader = spec.loader if spec is not None else None
        if spec is None or loader is None or not hasattr(loader, "exec_module"):
            return spec
        run = loader.exec_module
        cache = self.path

        def exec_module(module: ModuleType) -> None:
            run(module)
            _hook(module, cache)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def store(path: Path | None = None) -> bool:
    """Write the cache when something new was compiled: the file's entries (read again) with those compiled
    since in place of any older one of the same class, atomically (a temporary file in the same folder, then
    ``os.replace``). Skipped where Python writes no bytecode (``sys.dont_write_bytecode``) or the folder cannot
    be written. Returns whether a file was written."""
    where = cache_path() if path is None else path
    if not _new or where is None or sys.dont_write_bytecode:
        return False
    import contextlib
    import tempfile  # only when writing: the first frame never pays for it

    tmp = ""
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        payload = _header() + marshal.dumps(_read(where) | _new)
        fd, tmp = tempfile.mkstemp(prefix=".attrs-methods.", suffix=".tmp", dir=where.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, os.stat(__file__).st_mode & 0o666)  # as the bytecode beside it (mkstemp makes it private)
        os.replace(tmp, where)
    except (OSError, ValueError):
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        return False
    _new.clear()
    return True

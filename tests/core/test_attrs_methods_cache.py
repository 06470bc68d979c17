"""The bytecode cache of attrs' generated methods (grail_desktop.attrs_methods, issue 25): a later start takes
the methods of unchanged classes from it, a changed class or a damaged file only misses, and the classes behave
exactly as when attrs compiles them. Each case runs in a fresh process (the hook patches attrs for the process)
with the cache file in the test's own folder, never the package's ``__pycache__``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import CodeType

import pytest

from grail_desktop import attrs_methods
from grail_desktop.attrs_methods import sha256

#: imports the module ``sample`` (written by the test) with the hook on a cache at argv[1], exercises its
#: classes, stores the cache and prints what happened
RUNNER = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    sys.dont_write_bytecode = False
    from grail_desktop import attrs_methods
    hooked = attrs_methods.install(Path(sys.argv[1]))
    import sample
    p = sample.Point(1, 2)
    q = sample.Point(1, 2)
    try:
        p.x = 5
        frozen = False
    except Exception as exc:
        frozen = type(exc).__name__
    print(json.dumps({
        "hooked": hooked,
        "counts": attrs_methods.counts,
        "repr": repr(p),
        "fields": [f.name for f in sample.Point.__attrs_attrs__],
        "eq": p == q,
        "hash": hash(p) == hash(q),
        "frozen": frozen,
        "bag": repr(sample.Bag(items=[3])),
        "stored": attrs_methods.store(Path(sys.argv[1])),
    }))
    """
)

POINT = """
import attrs

@attrs.frozen
class Point:
    x: int
    y: int

@attrs.define
class Bag:
    items: list = attrs.field(factory=list)
"""


def _run(folder: Path, cache: Path, source: str = POINT) -> dict[str, object]:
    (folder / "sample.py").write_text(source, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(folder), str(Path(attrs_methods.__file__).parents[1])]))
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # the sample's own bytecode: each run compiles the module afresh
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, str(cache)], env=env, capture_output=True, text=True, check=True, cwd=folder
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path


def test_a_second_start_takes_every_generated_method_from_the_cache(folder: Path) -> None:
    cache = folder / "attrs-methods.bin"
    first = _run(folder, cache)
    assert first["hooked"] is True
    assert first["counts"] == {"cached": 0, "compiled": 2}
    assert first["stored"] is True and cache.is_file()
    second = _run(folder, cache)
    assert second["counts"] == {"cached": 2, "compiled": 0}
    assert second["stored"] is False  # nothing new: the file is not rewritten
    # the cached methods are the ones attrs compiles: same repr, equality, hash, frozenness, defaults
    for key in ("repr", "fields", "eq", "hash", "frozen", "bag"):
        assert second[key] == first[key], key
    assert first["repr"] == "Point(x=1, y=2)" and first["frozen"] == "FrozenInstanceError"


def test_a_changed_class_is_compiled_anew_never_taken_from_the_older_entry(folder: Path) -> None:
    cache = folder / "attrs-methods.bin"
    _run(folder, cache)
    changed = POINT.replace("    y: int\n", "    y: int\n    z: int = 0\n")
    after = _run(folder, cache, changed)
    assert after["counts"] == {"cached": 1, "compiled": 1}  # Bag unchanged, Point changed
    assert after["fields"] == ["x", "y", "z"]
    assert after["repr"] == "Point(x=1, y=2, z=0)"
    assert after["stored"] is True
    assert _run(folder, cache, changed)["counts"] == {"cached": 2, "compiled": 0}  # the new entry replaced it


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: b"not a cache at all\n" + data,  # another file
        lambda data: data.replace(attrs_methods.MAGIC, b"grail-desktop attrs method\n"),  # another header
        lambda data: data[:-40] + bytes(40),  # damaged payload
        lambda data: b"",  # empty
    ],
    ids=["truncated", "foreign", "other-header", "garbled", "empty"],
)
def test_a_damaged_cache_is_ignored_and_rewritten(folder: Path, damage: object) -> None:
    cache = folder / "attrs-methods.bin"
    first = _run(folder, cache)
    cache.write_bytes(damage(cache.read_bytes()))  # type: ignore[operator]
    again = _run(folder, cache)
    assert again["counts"]["compiled"] >= 1  # type: ignore[index]
    assert again["repr"] == first["repr"] and again["bag"] == first["bag"]
    assert _run(folder, cache)["counts"] == {"cached": 2, "compiled": 0}


def test_an_entry_claiming_another_file_name_is_dropped(folder: Path) -> None:
    import marshal

    cache = folder / "attrs-methods.bin"
    _run(folder, cache)
    # The code of Bag under Point's name: a mismatched entry is not trusted, whatever its digest says.
    entries = attrs_methods._read(cache)
    names = sorted(entries)
    point = next(n for n in names if "Point" in n)
    bag = next(n for n in names if "Bag" in n)
    entries[point] = (entries[point][0], entries[bag][1], entries[point][2])
    cache.write_bytes(attrs_methods._header() + marshal.dumps(entries))
    assert point not in attrs_methods._read(cache)
    after = _run(folder, cache)
    assert after["counts"] == {"cached": 1, "compiled": 1} and after["repr"] == "Point(x=1, y=2)"


def test_nothing_is_written_where_python_writes_no_bytecode(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = folder / "attrs-methods.bin"
    monkeypatch.setattr(attrs_methods, "_new", {"<attrs generated methods x.Y>": (b"", compile("", "x", "exec"))})
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert attrs_methods.store(cache) is False
    assert not cache.exists()


def test_a_cached_hash_gets_this_runs_salt_and_equals_what_compile_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    # attrs salts a class's __hash__ with hash() of a name, which Python varies from process to process; the
    # cached code of another run must come out as compile() makes this run's source.
    name = "<attrs generated methods sample.Point>"
    salt = hash("<attrs generated hash sample.Point>")
    other = salt + 12345

    def script(number: int) -> str:
        body = f"        return hash((\n                {number},\n                self.x,\n            ))\n"
        return "def __hash__(self):\n" + body

    def compiled(number: int) -> CodeType:
        return compile(script(number), name, "exec")

    plain = script(other).replace(f" {other},\n", " <type hash>,\n")
    monkeypatch.setattr(attrs_methods, "_cached", {name: (sha256(plain.encode()).digest(), compiled(other), other)})
    monkeypatch.setattr(attrs_methods, "_new", {})
    monkeypatch.setattr(attrs_methods, "counts", {"cached": 0, "compiled": 0})
    scope: dict[str, object] = {}
    attrs_methods._compile_and_eval(script(salt), scope, None, name)
    assert attrs_methods.counts == {"cached": 1, "compiled": 0}
    made = scope["__hash__"].__code__  # type: ignore[attr-defined]
    assert made == next(c for c in compiled(salt).co_consts if isinstance(c, CodeType))
    assert salt in made.co_consts and other not in made.co_consts


def test_the_app_hooks_attrs_only_once_attrs_is_imported(folder: Path) -> None:
    # the start screen imports no attrs: the hook waits for attrs' first import, then catches its first class
    cache = folder / "attrs-methods.bin"
    probe = textwrap.dedent(
        """
        import json, sys
        from pathlib import Path
        from grail_desktop import attrs_methods
        attrs_methods.install_on_import(Path(sys.argv[1]))
        before = "attr" in sys.modules
        import attrs

        @attrs.frozen
        class Point:
            x: int

        hooked = any(name.endswith(".Point>") for name in attrs_methods._new)
        cached = attrs_methods.counts["cached"]
        sys.dont_write_bytecode = False
        attrs_methods.store(Path(sys.argv[1]))
        print(json.dumps({"before": before, "hooked": hooked, "repr": repr(Point(3)), "cached": cached}))
        """
    )
    env = dict(os.environ, PYTHONPATH=str(Path(attrs_methods.__file__).parents[1]))
    runs = []
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", probe, str(cache)], env=env, capture_output=True, text=True, check=True
        )
        runs.append(json.loads(done.stdout))
    assert runs[0] == {"before": False, "hooked": True, "repr": "Point(x=3)", "cached": 0}
    # the second start reads the file while attrs is still being imported (attr has no __version__ yet) and
    # takes every class from it, attrs' own and Point
    assert runs[1]["before"] is False and runs[1]["repr"] == "Point(x=3)"
    assert runs[1]["hooked"] is False and runs[1]["cached"] >= 2

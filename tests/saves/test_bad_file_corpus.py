"""The bad-file corpus on disk: every file in ``tests/saves/corpus/bad/`` is refused by ``load_game`` (what the
app's Load and Continue call, ``GameSession.load``) with one :class:`SaveError` naming the file, the key
recorded in ``bad_corpus_expected.toml`` and the problem; the loads change no file, none hangs and memory
stays bounded (issue 17 "Faults and bad files", "Done when"; architecture.md "Data out").

The files are real saves of the shipped campaign (``corpus/bases/``) damaged one way each by
``tools/make_save_corpus.py``: damaged bytes, wrong types, unknown kinds, steps and colours, numbers past
their bound (S0, S1, rules-decisions.md; ``engine.bounds``), ids the pack does not have, impossible places,
and games that cannot go on.

All files are loaded in one child process whose address space is capped (``RLIMIT_AS``: a file that made the
engine build 10^15 dice dies there with MemoryError instead of taking the machine) and each load is cut off by
an alarm (a hang is reported as one). Each file's test then checks its own outcome.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path
from typing import Any

import pytest

from grail_desktop.saves import load_game

CORPUS = Path(__file__).parent / "corpus"
BAD = CORPUS / "bad"
EXPECTED: dict[str, dict[str, str]] = tomllib.loads(
    (Path(__file__).parent / "bad_corpus_expected.toml").read_text("utf-8")
)["files"]
FILES = sorted(p.name for p in BAD.iterdir())
#: Address space the loading process may add after start-up (bytes), and seconds one load may take.
EXTRA_MEMORY = 512 * 1024 * 1024
ALARM_SECONDS = 20

CHILD = textwrap.dedent(
    """
    import json, os, resource, signal, sys
    from pathlib import Path
    from grail_desktop.catalog import load_campaign
    from grail_desktop.saves import SaveError, load_game

    corpus = Path(sys.argv[1])
    load_campaign("ynys-wen")  # writes the pack cache (loading a save only reads it), before the cap
    load_game(corpus / "bases" / "day.toml")  # the imports, before the cap
    home = Path(os.environ["GRAIL_DESKTOP_HOME"])

    def listing():
        return sorted((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in home.rglob("*") if p.is_file())

    home_before = listing()
    try:
        with open("/proc/self/statm") as statm:
            used = int(statm.read().split()[0]) * resource.getpagesize()
    except OSError:  # no /proc (macOS): start-up takes well under this
        used = 1 << 30
    cap = used + int(sys.argv[2])
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    def hang(*_):
        raise TimeoutError("the load did not finish")

    signal.signal(signal.SIGALRM, hang)
    for path in sorted((corpus / "bad").iterdir()):
        signal.alarm(int(sys.argv[3]))
        row = {"name": path.name}
        try:
            load_game(path)
            row["outcome"] = "loaded"
        except SaveError as exc:
            chained = exc.__cause__ is not None or (exc.__context__ is not None and not exc.__suppress_context__)
            row.update(outcome="SaveError", file=exc.file, key=exc.key, problem=exc.problem, text=str(exc),
                       chained=chained)
        except BaseException as exc:
            row.update(outcome=type(exc).__name__, text=repr(exc)[:300])
        signal.alarm(0)
        print(json.dumps(row), flush=True)
    maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"name": "", "maxrss_kib": maxrss, "home_changed": listing() != home_before}), flush=True)
    """
)


def _state_of(folder: Path) -> dict[str, tuple[int, int, str]]:
    """Every file under ``folder``: size, modification time and a hash of its bytes."""
    out = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            info = path.stat()
            out[str(path.relative_to(folder))] = (
                info.st_size,
                info.st_mtime_ns,
                hashlib.sha256(path.read_bytes()).hexdigest(),
            )
    return out


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Load the whole corpus once in the capped child; the outcome of each file, and the folders before/after."""
    home = tmp_path_factory.mktemp("corpus-home")
    env = dict(
        os.environ,
        GRAIL_DESKTOP_HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        GRAIL_DESKTOP_CACHE_DIR=str(home / "cache" / "packs"),
    )
    corpus_before = _state_of(CORPUS)
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(CORPUS), str(EXTRA_MEMORY), str(ALARM_SECONDS)],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        timeout=600,
        check=False,
    )
    rows = [json.loads(line) for line in child.stdout.splitlines() if line.startswith("{")]
    return {
        "rows": {row["name"]: row for row in rows},
        "returncode": child.returncode,
        "stderr": child.stderr[-2000:],
        "corpus_changed": corpus_before != _state_of(CORPUS),
        "home": home,
    }


def test_the_corpus_covers_at_least_150_files_and_every_file_is_listed() -> None:
    assert len(FILES) >= 150
    assert sorted(EXPECTED) == FILES


@pytest.mark.parametrize("name", ["day.toml", "fight.toml", "reading.toml"])
def test_the_real_saves_the_corpus_is_made_from_load(name: str) -> None:
    game = load_game(CORPUS / "bases" / name)
    assert game.legal_actions()


def test_the_loading_process_went_through_every_file_and_changed_nothing(run: dict[str, Any]) -> None:
    assert run["returncode"] == 0, run["stderr"]
    assert sorted(n for n in run["rows"] if n) == FILES
    assert not run["corpus_changed"], "loading wrote into the corpus folder"
    assert not run["rows"][""]["home_changed"], "loading wrote into the home or cache folder"
    assert run["rows"][""]["maxrss_kib"] > 0


@pytest.mark.parametrize("name", FILES)
def test_bad_file_gives_one_save_error_naming_file_key_and_problem(name: str, run: dict[str, Any]) -> None:
    row = run["rows"].get(name)
    assert row is not None, run["stderr"]
    assert row["outcome"] == "SaveError", row
    expected = EXPECTED[name]
    assert row["file"] == name
    assert row["key"] == expected["key"], row["text"]
    assert expected["problem"] in row["problem"], row["text"]
    assert row["text"].startswith(f"{name}: ")
    assert not row["chained"], "no chained traceback reaches the player"
    assert len(row["text"]) < 700, "a hostile file cannot make the message huge"


#: English words of the save checks' problems that no German problem holds once the file's own notation (the
#: slots kept as written: numbers, quoted ids, keys, a parser's detail; a key, quoted words or a table name in
#: the template itself) is taken out.
ENGLISH = re.compile(
    r"\b(the|is|are|not|unknown|missing|must|be|a|integer|string|table|array|boolean|float|true or false|"
    r"below|above|key|one|of|character|save|location|map|card|cards|deck|twice|players?|game|has|"
    r"at|least|enemy|participant|file|cannot|write|read|empty|valid|truncated|stops|early|last|line|"
    r"item|secret|skill|chapter|event|journal|section|outcome|decision|colour|face|kind|step|way|"
    r"leaving|work|reading|highest|resource|day|days|dying|health|held|usable|items|removed|"
    r"square|same|keys|put|but|over|go|on|side|sides|duplicate|also|place|only|left|with|newer|"
    r"build|update|number|digits|seed|most|outside|paths|holds|names|belongs|takes|part|from|turn|"
    r"order|chosen|pack|nowhere|sheet|its|each|or|and|revealed|understands|application|open)\b",
    re.IGNORECASE,
)
NOTATION = re.compile(r"\[\[\w+\]\]|[\w-]+(?:\.[\w-]+)+|\"[^\"]*\"|'[^']*'")


def test_every_bad_file_s_problem_reads_german_for_a_player_in_german(run: dict[str, Any], in_german: None) -> None:
    """Issue 28: the problem of every corpus file whose shape is known reads German through the display layer
    (``save_error_text``), the file and key as written; at most a few shapes (the pack's own error, a problem
    clipped to its length limit) stay English as written."""
    from grail_desktop.app.save_problem_words import PHRASE_SLOTS, match, save_error_text
    from grail_desktop.saves import SaveError

    english: list[str] = []
    checked = 0
    for name, row in sorted(run["rows"].items()):
        if row.get("outcome") != "SaveError":
            continue
        error = SaveError(row["file"], row["key"], row["problem"])
        shown = save_error_text(error)
        prefix = f"{row['file']}: {row['key']}: " if row["key"] else f"{row['file']}: "
        assert shown.startswith(prefix), (name, shown)
        found = match(row["problem"])
        if found is None:
            assert shown == str(error), (name, shown)  # English as written
            english.append(name)
            continue
        words = shown[len(prefix) :]
        for slot, value in found[1].items():
            if slot not in PHRASE_SLOTS:
                words = words.replace(value, " ")
        left = ENGLISH.findall(NOTATION.sub(" ", words))
        assert not left, (name, row["problem"], shown, left)
        checked += 1
    assert checked >= 200 and len(english) <= 3, (checked, english)

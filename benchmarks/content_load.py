"""Content loading: cold parse vs cached load vs bare ``tomllib.loads`` of the same files, in one run.

Start-up must not pay for parsing (architecture.md "Data in"). Prints ratios against the tomllib baseline
measured in the same run (never absolute targets). Usage::

    python benchmarks/content_load.py [PACK]     # default: the shipped pack, else the catalog test pack
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from grail_desktop.catalog import ContentError, load_campaign  # noqa: E402
from grail_desktop.catalog.files import collect  # noqa: E402


def best_of(fn: Callable[[], object], repeat: int) -> float:
    """The fastest of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    default = REPO / "content" / "campaigns" / "ynys-wen"
    pack = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    try:
        load_campaign(pack, use_cache=False)
    except ContentError as exc:
        print(f"{pack} does not load ({len(exc.problems)} problems); using the catalog test pack instead")
        pack = REPO / "tests" / "catalog" / "packs" / "minimal"
    files, _ = collect(pack)
    texts = [f.data.decode("utf-8") for f in files]
    size = sum(len(f.data) for f in files)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["GRAIL_DESKTOP_CACHE_DIR"] = cache
        repeat = 7
        toml_only = best_of(lambda: [tomllib.loads(t) for t in texts], repeat)
        cold = best_of(lambda: load_campaign(pack, use_cache=False), repeat)
        load_campaign(pack)  # fill the cache
        cached = best_of(lambda: load_campaign(pack), repeat * 5)  # a few ms each: more runs, less noise
    print(f"pack: {pack} ({len(files)} files, {size} bytes); best of {repeat} runs ({repeat * 5} cached)")
    print(f"tomllib.loads of the files (baseline) : 1.00x  ({toml_only * 1000:.1f} ms)")
    print(f"cold parse + validation               : {cold / toml_only:.2f}x  ({cold * 1000:.1f} ms)")
    print(f"cached load (hash, unmarshal, rebuild): {cached / toml_only:.2f}x  ({cached * 1000:.1f} ms)")
    print(f"cache speed-up over cold parse        : {cold / cached:.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Update the interface catalogs from the source: every ``tr("…")`` call becomes a message of
``grail_desktop/i18n/grail_desktop_<lang>.ts`` (Qt Linguist's format), keeping the translations already made.

    python tools/update_translations.py            # update every catalog (new strings: unfinished)
    python tools/update_translations.py --check    # exit 1 when a catalog misses a marked string
    python tools/update_translations.py --qm       # only compile each .ts to .qm beside it (pyside6-lrelease)

A marked string is the first argument of a call named ``tr`` or ``tr_noop`` (a label in a table, translated
where shown) (the Qt interface's ``grail_desktop.ui.i18n.tr``
and the app layer's ``grail_desktop.app.i18n.tr``), a string literal; a literal second argument is the
disambiguation, and a third argument (``n``) makes the message a plural one (``%n``). Strings no longer in the
source are marked ``vanished`` (their translation kept for a later return). Tests use :func:`marked_strings`.
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "grail_desktop"
CONTEXT = "GrailDesktop"
LANGUAGES = ("de",)
#: Plural forms per language (Qt's numerus forms: German and English have one and other).
FORMS = {"de": 2}


def marked_strings(package: Path = PACKAGE) -> dict[tuple[str, str], tuple[bool, str]]:
    """``{(source, disambiguation): (is_plural, first "file:line")}`` of every ``tr("…")`` in the package."""
    found: dict[tuple[str, str], tuple[bool, str]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name not in ("tr", "tr_noop") or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            comment = ""
            if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str):
                comment = node.args[1].value
            for kw in node.keywords:
                if kw.arg == "disambiguation" and isinstance(kw.value, ast.Constant):
                    comment = str(kw.value.value or "")
            plural = (name == "tr" and len(node.args) > 2) or any(kw.arg == "n" for kw in node.keywords)
            key = (first.value, comment)
            where = f"{path.relative_to(package).as_posix()}:{node.lineno}"
            if key not in found:
                found[key] = (plural, where)
            elif plural and not found[key][0]:
                found[key] = (True, found[key][1])
    return found


def read_catalog(path: Path) -> dict[tuple[str, str], tuple[str, list[str]]]:
    """``{(source, disambiguation): (type, forms)}`` of a ``.ts`` file (``type`` ``""`` when finished)."""
    if not path.is_file():
        return {}
    out: dict[tuple[str, str], tuple[str, list[str]]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        if (context.findtext("name") or "") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
            else:
                forms = [translation.text or ""]
            out[(source, message.findtext("comment") or "")] = (translation.get("type") or "", forms)
    return out


def write_catalog(
    path: Path,
    lang: str,
    marked: dict[tuple[str, str], tuple[bool, str]],
    old: dict[tuple[str, str], tuple[str, list[str]]],
) -> None:
    """Write the ``.ts`` for ``lang``: every marked string (in source order), then the vanished ones."""
    root = ET.Element("TS", version="2.1", language=lang, sourcelanguage="en")
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    forms = FORMS.get(lang, 2)
    order = sorted(marked.items(), key=lambda kv: (kv[1][1].split(":")[0], int(kv[1][1].split(":")[1])))
    entries: list[tuple[tuple[str, str], bool, str]] = [(k, plural, where) for k, (plural, where) in order]
    entries += [(k, len(v[1]) > 1, "") for k, v in old.items() if k not in marked and any(v[1])]
    for (source, comment), plural, where in entries:
        message = ET.SubElement(context, "message", numerus="yes") if plural else ET.SubElement(context, "message")
        if where:
            ET.SubElement(message, "location", filename=where.split(":")[0])
        ET.SubElement(message, "source").text = source
        if comment:
            ET.SubElement(message, "comment").text = comment
        kind, texts = old.get((source, comment), ("unfinished", []))
        translation = ET.SubElement(message, "translation")
        if not where:
            kind = "vanished"
        elif not any(texts):
            kind = "unfinished"
        if kind:
            translation.set("type", kind)
        if plural:
            texts = (texts + [""] * forms)[:forms] if len(texts) > 1 else [texts[0] if texts else ""] * forms
            for text in texts:
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = texts[0] if texts else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 when a catalog is behind")
    parser.add_argument("--qm", action="store_true", help="only compile each catalog to .qm beside it")
    args = parser.parse_args(argv)
    if args.qm:
        return compile_all()
    marked = marked_strings()
    behind = 0
    for lang in LANGUAGES:
        path = PACKAGE / "i18n" / f"grail_desktop_{lang}.ts"
        old = read_catalog(path)
        done = sum(1 for k in marked if old.get(k, ("unfinished", []))[0] == "" and all(old[k][1]))
        missing = [k for k in marked if k not in old]
        print(f"{lang}: {done} of {len(marked)} interface strings translated, {len(missing)} not in the catalog")
        if args.check:
            behind += bool(missing)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        write_catalog(path, lang, marked, old)
    return 1 if behind else 0


def compile_all() -> int:
    """Compile every catalog to ``.qm`` beside it (build and install time: packaging, ``.ci/run``)."""
    sys.path.insert(0, str(ROOT))
    from grail_desktop.ui.i18n import build_qm

    for lang in LANGUAGES:
        path = PACKAGE / "i18n" / f"grail_desktop_{lang}.ts"
        if not build_qm(path, path.with_suffix(".qm")):
            print(f"{lang}: could not compile {path.name} (is pyside6-lrelease installed?)")
            return 1
        print(f"{lang}: compiled {path.with_suffix('.qm').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

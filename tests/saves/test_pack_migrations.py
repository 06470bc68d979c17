"""A pack's migrations table carries older saves onto the installed version (issue 17, docs/content-format.md
"Migrations"): renamed ids follow, removed ones are taken off with a note, new cards join their deck, and a
save the table cannot carry is refused with the way forward named."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from save_fixtures import build_catalog

from grail_desktop.catalog.migrations import PackMigration, check_migrations, read_migrations
from grail_desktop.engine import new_game
from grail_desktop.engine.defs import Catalog
from grail_desktop.saves import SaveError, dumps, load_state
from grail_desktop.saves.sheet import table_to_state
from grail_desktop.saves.upgrade import upgrade_to_pack


def _old_table(catalog: Catalog, version: str = "0.2.0") -> dict:
    game = new_game(catalog, ["wren"], seed=9, undo=False)
    game.state.characters["wren"].items = [game.state.item_deck.pop(), game.state.item_deck.pop()]
    table = tomllib.loads(dumps(game))
    table["pack_version"] = version
    return table


def test_a_renamed_item_follows_its_holder(catalog: Catalog) -> None:
    table = _old_table(catalog)
    held = table["character"][0]["items"][0]
    old_name = "old-" + held
    table["character"][0]["items"][0] = old_name
    table["world"]["statuses"] = ["old-status"]
    table.setdefault("log", {})["chronicle"] = [f"ItemGained[item={old_name}]: Wren takes {old_name}."]
    step = PackMigration(
        "0.2.0", "0.3.0", "Renamed things.", renamed={"items": {old_name: held}, "statuses": {"old-status": "omen"}}
    )
    new, notes = upgrade_to_pack(table, catalog, (step,), "s.toml")
    assert new["character"][0]["items"][0] == held
    assert new["world"]["statuses"] == ["omen"]
    assert new["log"]["chronicle"] == [f"ItemGained[item={held}]: Wren takes {old_name}."], "facts follow, words stay"
    assert new["pack_version"] == "0.3.0"
    assert notes == ["Renamed things."]
    assert table_to_state(new, "s.toml").characters["wren"].items[0] == held


def test_a_removed_item_is_taken_off_and_the_player_told(catalog: Catalog) -> None:
    table = _old_table(catalog)
    gone = "item-gone"
    table["character"][0]["items"].append(gone)
    step = PackMigration("0.2.0", "0.3.0", "An Item left the campaign.", removed={"items": (gone,)})
    new, notes = upgrade_to_pack(table, catalog, (step,), "s.toml")
    assert gone not in new["character"][0]["items"]
    assert notes[0] == "An Item left the campaign."
    assert "Item gone is no longer part of the campaign; it was taken from Wren of the Fen." in notes


def test_an_added_card_joins_the_bottom_of_its_deck(catalog: Catalog) -> None:
    table = _old_table(catalog)
    newcomer = table["decks"]["items"].pop(0)
    step = PackMigration("0.2.0", "0.3.0", "A new Item.", added={"items": (newcomer,)})
    new, _ = upgrade_to_pack(table, catalog, (step,), "s.toml")
    assert new["decks"]["items"][-1] == newcomer
    again, _ = upgrade_to_pack(_old_table(catalog), catalog, (step,), "s.toml")
    assert again["decks"]["items"].count(newcomer) == 1, "a card already on the sheet is not added twice"


def test_steps_chain_from_the_saves_version(catalog: Catalog) -> None:
    steps = (
        PackMigration("0.1.0", "0.2.0", "First."),
        PackMigration("0.2.0", "0.3.0", "Second."),
    )
    new, notes = upgrade_to_pack(_old_table(catalog, "0.1.0"), catalog, steps, "s.toml")
    assert (new["pack_version"], notes) == ("0.3.0", ["First.", "Second."])


def test_a_save_the_table_cannot_carry_is_refused_with_the_reason(catalog: Catalog) -> None:
    steps = (PackMigration("0.2.0", "0.3.0", "Second."),)
    with pytest.raises(SaveError) as caught:
        upgrade_to_pack(_old_table(catalog, "0.0.9"), catalog, steps, "s.toml")
    assert str(caught.value) == (
        "s.toml: pack_version: the save was made with version 0.0.9 of campaign 'test-pack'; the installed "
        "version is 0.3.0 and its migrations table does not lead from 0.0.9 (it starts from: 0.2.0)"
    )
    with pytest.raises(SaveError, match=r"newer than the installed 0\.3\.0; update the campaign to open it"):
        upgrade_to_pack(_old_table(catalog, "0.4.0"), catalog, steps, "s.toml")


def test_a_pack_without_migrations_refuses_other_versions_as_before(catalog: Catalog) -> None:
    game = new_game(catalog, ["wren"], seed=5, undo=False)
    with pytest.raises(SaveError, match=r"^s\.toml: pack_version: the save was made with version 0\.3\.0 "):
        load_state(dumps(game), build_catalog(version="0.4.0"), name="s.toml")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            '[[migration]]\nfrom = "0.1"\nto = "0.2.0"\nnote = "x"\n',
            'migration[0].from: must be a version like "0.3.0"',
        ),
        ('[[migration]]\nfrom = "0.2.0"\nto = "0.1.0"\nnote = "x"\n', "migration[0].to: 0.1.0 is not newer than 0.2.0"),
        ('[[migration]]\nfrom = "0.1.0"\nto = "0.2.0"\n', "migration[0].note: must say"),
        ('[[migration]]\nfrom = "0.1.0"\nto = "0.2.0"\nnote = "x"\nwhen = 1\n', "migration[0].when: unknown key"),
        (
            '[[migration]]\nfrom = "0.1.0"\nto = "0.2.0"\nnote = "x"\nremoved = { cards = ["a"] }\n',
            "migration[0].removed.cards: unknown kind",
        ),
        (
            '[[migration]]\nfrom = "0.1.0"\nto = "0.2.0"\nnote = "x"\n'
            '[[migration]]\nfrom = "0.2.5"\nto = "0.3.0"\nnote = "y"\n',
            "migration[1].from: 0.2.5 does not follow on from 0.2.0",
        ),
        ("[migration\n", "(file): is not valid UTF-8 TOML"),
    ],
)
def test_a_bad_migrations_file_is_a_file_key_message_problem(tmp_path: Path, text: str, problem: str) -> None:
    (tmp_path / "migrations.toml").write_text(text, encoding="utf-8")
    _, problems = read_migrations(tmp_path)
    assert any(str(p).startswith(f"migrations.toml: {problem}") for p in problems), [str(p) for p in problems]


def test_migrations_must_reach_the_pack_and_name_its_ids(tmp_path: Path, catalog: Catalog) -> None:
    (tmp_path / "migrations.toml").write_text(
        '[[migration]]\nfrom = "0.1.0"\nto = "0.2.0"\nnote = "x"\nadded = { items = ["no-such-item"] }\n',
        encoding="utf-8",
    )
    found = [str(p) for p in check_migrations(tmp_path, catalog)]
    assert "migrations.toml: migration[0].to: the last step reaches 0.2.0; the pack is version 0.3.0" in found
    assert "migrations.toml: migration[0].added.items: 'no-such-item' is not in the pack" in found


def test_the_bundled_pack_declares_every_release() -> None:
    from grail_desktop.catalog import load_campaign, resolve_pack

    root = resolve_pack("ynys-wen")
    steps, problems = read_migrations(root)
    assert problems == []
    assert [s.from_version for s in steps] == ["0.1.0", "0.2.0", "0.3.0"]
    assert steps[-1].to_version == load_campaign("ynys-wen").campaign.version
    assert check_migrations(root, load_campaign("ynys-wen")) == []

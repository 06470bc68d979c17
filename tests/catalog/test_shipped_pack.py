"""The shipped campaign validates (issue 5 "Done when": `grail-desktop validate` passes on the shipped pack)."""

from __future__ import annotations

from grail_desktop import resources
from grail_desktop.catalog import load_campaign, validate

SHIPPED = "ynys-wen"


def test_shipped_pack_is_bundled() -> None:
    assert SHIPPED in resources.bundled_campaign_ids()


def test_shipped_pack_has_no_errors() -> None:
    """Every error of the shipped pack is listed in the failure message, as `file: key: message`."""
    errors = [p for p in validate(resources.campaigns_dir() / SHIPPED) if p.is_error]
    listing = "\n".join(map(str, errors))
    assert not errors, f"{len(errors)} error(s) in content/campaigns/{SHIPPED}:\n{listing}"


def test_shipped_pack_loads() -> None:
    catalog = load_campaign(SHIPPED, use_cache=False)
    assert catalog.campaign.id == SHIPPED
    assert catalog.campaign.start_location in catalog.locations

"""The time zones a user may choose: every zone the system's database knows, for the picker
grouped by region (UTC first, the old aliases such as "US/Eastern" last)."""

from __future__ import annotations

from functools import cache
from zoneinfo import available_timezones

REGIONS = (
    "Africa",
    "America",
    "Antarctica",
    "Arctic",
    "Asia",
    "Atlantic",
    "Australia",
    "Europe",
    "Indian",
    "Pacific",
)
Choices = list[tuple[str, str | list[tuple[str, str]]]]


@cache
def zone_names() -> frozenset[str]:
    return frozenset(available_timezones())


def _label(place: str) -> str:
    return place.replace("_", " ").replace("/", " / ")


@cache
def zone_choices() -> Choices:
    """(value, label) pairs and (region, pairs) groups, as a Django choice list."""
    names = sorted(zone_names() - {"UTC"})
    grouped: Choices = [("UTC", "UTC")]
    for region in REGIONS:
        places = [n for n in names if n.startswith(f"{region}/")]
        grouped.append((region, [(n, _label(n.partition("/")[2])) for n in places]))
    other = [n for n in names if n.partition("/")[0] not in REGIONS]
    grouped.append(("Other names", [(n, _label(n)) for n in other]))
    return grouped

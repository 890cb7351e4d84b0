from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_view_phase import FastTrainViewPhase, check_fast_train_view_phase
from ..models.fast_train_view_unrolled_item import FastTrainViewUnrolledItem, check_fast_train_view_unrolled_item

if TYPE_CHECKING:
    from ..models.fast_train_destinations import FastTrainDestinations
    from ..models.fast_train_per_colour import FastTrainPerColour
    from ..models.fast_train_private import FastTrainPrivate
    from ..models.fast_train_rolled_die import FastTrainRolledDie
    from ..models.fast_train_sheet_view import FastTrainSheetView
    from ..models.fast_train_source import FastTrainSource


T = TypeVar("T", bound="FastTrainView")


@_attrs_define
class FastTrainView:
    """A Fast Train position as a seat or a spectator sees it; only `you` differs.

    Attributes:
        game (Literal['fast-train']):
        players (int):
        round_ (int): The round number, from 1.
        active (int): The seat choosing the dice this round.
        phase (FastTrainViewPhase): `roll`: the active seat picks a die; `load`: seats commit loads; `over`.
        to_act (list[int]): The seats that must decide now.
        dice (list[FastTrainRolledDie]): This round's dice, in the order rolled.
        unrolled (list[FastTrainViewUnrolledItem]):
        sources (list[FastTrainSource]): The last die's sources during the load phase (die alone first, then mixes in
            colour order); empty otherwise.
        waiting (list[int]): Seats that still have to commit a load for the last die.
        committed (list[int]): Seats that have committed a load for the last die (the loads stay hidden).
        skipped (list[int]): Seats with no legal load for the last die (load phase only).
        sheets (list[FastTrainSheetView]): Every player's sheet, by seat.
        destinations (FastTrainDestinations): The distinct cities reached by anyone, which end the game at the
            threshold.
        last_round (bool): Whether the end is triggered: this round is the last.
        rounds_played (int):
        distance_tables (FastTrainPerColour): The fast and heavy train's numbers of every colour.
        you (FastTrainPrivate | None): This seat's private part; null for a spectator.
    """

    game: Literal["fast-train"]
    players: int
    round_: int
    active: int
    phase: FastTrainViewPhase
    to_act: list[int]
    dice: list[FastTrainRolledDie]
    unrolled: list[FastTrainViewUnrolledItem]
    sources: list[FastTrainSource]
    waiting: list[int]
    committed: list[int]
    skipped: list[int]
    sheets: list[FastTrainSheetView]
    destinations: FastTrainDestinations
    last_round: bool
    rounds_played: int
    distance_tables: FastTrainPerColour
    you: FastTrainPrivate | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_private import FastTrainPrivate  # noqa: PLC0415

        game = self.game

        players = self.players

        round_ = self.round_

        active = self.active

        phase: str = self.phase

        to_act = self.to_act

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        unrolled = []
        for unrolled_item_data in self.unrolled:
            unrolled_item: str = unrolled_item_data
            unrolled.append(unrolled_item)

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        waiting = self.waiting

        committed = self.committed

        skipped = self.skipped

        sheets = []
        for sheets_item_data in self.sheets:
            sheets_item = sheets_item_data.to_dict()
            sheets.append(sheets_item)

        destinations = self.destinations.to_dict()

        last_round = self.last_round

        rounds_played = self.rounds_played

        distance_tables = self.distance_tables.to_dict()

        you: dict[str, Any] | None
        if isinstance(self.you, FastTrainPrivate):
            you = self.you.to_dict()
        else:
            you = self.you

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "players": players,
                "round": round_,
                "active": active,
                "phase": phase,
                "to_act": to_act,
                "dice": dice,
                "unrolled": unrolled,
                "sources": sources,
                "waiting": waiting,
                "committed": committed,
                "skipped": skipped,
                "sheets": sheets,
                "destinations": destinations,
                "last_round": last_round,
                "rounds_played": rounds_played,
                "distance_tables": distance_tables,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_destinations import FastTrainDestinations  # noqa: PLC0415
        from ..models.fast_train_per_colour import FastTrainPerColour  # noqa: PLC0415
        from ..models.fast_train_private import FastTrainPrivate  # noqa: PLC0415
        from ..models.fast_train_rolled_die import FastTrainRolledDie  # noqa: PLC0415
        from ..models.fast_train_sheet_view import FastTrainSheetView  # noqa: PLC0415
        from ..models.fast_train_source import FastTrainSource  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["fast-train"], d.pop("game"))
        if game != "fast-train":
            raise ValueError(f"game must match const 'fast-train', got '{game}'")

        players = d.pop("players")

        round_ = d.pop("round")

        active = d.pop("active")

        phase = check_fast_train_view_phase(d.pop("phase"))

        to_act = cast(list[int], d.pop("to_act"))

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = FastTrainRolledDie.from_dict(dice_item_data)

            dice.append(dice_item)

        unrolled = []
        _unrolled = d.pop("unrolled")
        for unrolled_item_data in _unrolled:
            unrolled_item = check_fast_train_view_unrolled_item(unrolled_item_data)

            unrolled.append(unrolled_item)

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = FastTrainSource.from_dict(sources_item_data)

            sources.append(sources_item)

        waiting = cast(list[int], d.pop("waiting"))

        committed = cast(list[int], d.pop("committed"))

        skipped = cast(list[int], d.pop("skipped"))

        sheets = []
        _sheets = d.pop("sheets")
        for sheets_item_data in _sheets:
            sheets_item = FastTrainSheetView.from_dict(sheets_item_data)

            sheets.append(sheets_item)

        destinations = FastTrainDestinations.from_dict(d.pop("destinations"))

        last_round = d.pop("last_round")

        rounds_played = d.pop("rounds_played")

        distance_tables = FastTrainPerColour.from_dict(d.pop("distance_tables"))

        def _parse_you(data: object) -> FastTrainPrivate | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = FastTrainPrivate.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FastTrainPrivate | None, data)

        you = _parse_you(d.pop("you"))

        _model_instance = cls(
            game=game,
            players=players,
            round_=round_,
            active=active,
            phase=phase,
            to_act=to_act,
            dice=dice,
            unrolled=unrolled,
            sources=sources,
            waiting=waiting,
            committed=committed,
            skipped=skipped,
            sheets=sheets,
            destinations=destinations,
            last_round=last_round,
            rounds_played=rounds_played,
            distance_tables=distance_tables,
            you=you,
        )

        _model_instance.additional_properties = d
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

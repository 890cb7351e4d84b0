"""Forms of the site. The create form offers every engine's options with their defaults."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django import forms

from games.engines.registry import all_engines

DAY_CHOICES = [
    (1, "1 day"),
    (2, "2 days"),
    (3, "3 days"),
    (5, "5 days"),
    (7, "7 days"),
    (14, "14 days"),
]


def option_field_name(slug: str, option: str) -> str:
    return f"opt__{slug}__{option}"


class GameCreateForm(forms.Form):
    game_type = forms.ChoiceField(choices=[(e.slug, e.name) for e in all_engines()])
    seats = forms.IntegerField(
        min_value=1, max_value=8, initial=2, help_text="Players, bots included."
    )
    days_per_move = forms.TypedChoiceField(choices=DAY_CHOICES, coerce=int, initial=3)
    is_public = forms.BooleanField(required=False, initial=True, label="Anyone may join and watch")
    invite = forms.CharField(
        required=False, help_text="Usernames to invite, separated by commas or spaces."
    )
    bots = forms.IntegerField(
        min_value=0, max_value=7, initial=0, help_text="Seats played by bots."
    )
    bot_kind = forms.ChoiceField(choices=[("greedy", "Greedy bot"), ("random", "Random bot")])

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.option_groups: list[tuple[str, str, list[str]]] = []
        for engine in all_engines():
            names = []
            for spec in engine.option_specs:
                name = option_field_name(engine.slug, spec.name)
                label = spec.name.replace("_", " ").capitalize()
                help_text = f"{spec.description} (default: {spec.default})"
                field: forms.Field
                if spec.kind == "bool":
                    field = forms.BooleanField(required=False, initial=spec.default, label=label)
                elif spec.kind == "int":
                    field = forms.IntegerField(
                        required=False,
                        initial=spec.default,
                        min_value=spec.minimum,
                        max_value=spec.maximum,
                        label=label,
                    )
                else:
                    field = forms.ChoiceField(
                        required=False,
                        initial=spec.default,
                        choices=[(c, c) for c in spec.choices],
                        label=label,
                    )
                field.help_text = help_text
                self.fields[name] = field
                names.append(name)
            self.option_groups.append((engine.slug, engine.name, names))

    def options(self) -> dict[str, Any]:
        """The chosen game's options, as given (the engine validates them)."""
        slug = self.cleaned_data["game_type"]
        engine = next(e for e in all_engines() if e.slug == slug)
        chosen: dict[str, Any] = {}
        for spec in engine.option_specs:
            value = self.cleaned_data.get(option_field_name(slug, spec.name))
            if spec.kind == "bool":
                chosen[spec.name] = bool(value)
            elif value not in (None, ""):
                chosen[spec.name] = value
        return chosen

    def invitees(self) -> list[str]:
        raw = self.cleaned_data.get("invite") or ""
        return [name for name in raw.replace(",", " ").split() if name]

    def time_per_move(self) -> timedelta:
        return timedelta(days=self.cleaned_data["days_per_move"])

    def bot_list(self) -> list[str]:
        return [self.cleaned_data["bot_kind"]] * self.cleaned_data["bots"]

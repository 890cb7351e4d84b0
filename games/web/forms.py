"""Forms of the site. The create form is for one game, chosen first: its options only, with
the words of ``game_texts`` and its standard player count as the default."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any, TypedDict

from django import forms

from accounts.models import User
from games import errors
from games.engines.base import AnyEngine, InvalidOptions, OptionSpec
from games.engines.bots import DEFAULT_BOT_KIND
from games.lobby_selectors import usernames_unknown
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    SITE_DAYS_PER_MOVE,
    WEBHOOK_DESCRIPTION_MAX_LENGTH,
    WEBHOOK_URL_MAX_LENGTH,
    length_words,
)
from games.ratings import MIN_RATED_PLAYERS
from games.representations import OptionValues
from games.web.game_texts import BOT_TEXTS, GAME_TEXTS, OptionText, players_words
from games.webhook_messages import WEBHOOK_KINDS

DAY_CHOICES = [(days, length_words(timedelta(days=days))) for days in SITE_DAYS_PER_MOVE]
#: Invitations are split on these, never on spaces, so every allowed username works.
INVITE_SEPARATORS = re.compile(r"[,;\r\n]+")
NUMBER_ERRORS = {
    "invalid": "Enter a whole number.",
    "min_value": "Choose %(limit_value)s or more.",
    "max_value": "Choose %(limit_value)s or fewer.",
    "required": "Enter a number.",
}


def option_field_name(slug: str, option: str) -> str:
    return f"opt__{slug}__{option}"


def invite_names(raw: str) -> list[str]:
    """Usernames from the invite box: split on commas, semicolons and new lines; each trimmed,
    each once."""
    names = (part.strip() for part in INVITE_SEPARATORS.split(raw or ""))
    return list(dict.fromkeys(name for name in names if name))


def _option_field(spec: OptionSpec, text: OptionText) -> forms.Field:
    field: forms.Field
    if spec.kind == "bool":
        field = forms.BooleanField(required=False, initial=spec.default)
    elif text.choices:
        # An int option with a few allowed values (Hachi-Hachi's 12 or 6 rounds) is a list.
        allowed = spec.choices or tuple(text.choices)
        field = forms.TypedChoiceField(
            choices=[(value, text.choices.get(str(value), str(value))) for value in allowed],
            coerce=int if spec.kind == "int" else str,
            initial=spec.default,
            error_messages={"invalid_choice": "Choose one of the listed values."},
        )
    elif spec.kind == "int":
        field = forms.IntegerField(
            initial=spec.default,
            min_value=spec.minimum,
            max_value=spec.maximum,
            error_messages=NUMBER_ERRORS,
        )
    else:
        field = forms.ChoiceField(choices=[(c, c) for c in spec.choices], initial=spec.default)
    field.label = text.label
    field.help_text = text.help
    return field


class GameCreateArgs(TypedDict):
    """What ``services.game_create`` takes from the form, besides the creator."""

    game_type: str
    seats: int
    options: OptionValues
    time_per_move: timedelta
    is_public: bool
    invite: list[str]
    bots: list[str]
    rated: bool


class GameCreateForm(forms.Form):
    """The create form of one game (``engine``), for ``user`` who takes seat 0."""

    game_type = forms.CharField(widget=forms.HiddenInput)
    seats = forms.IntegerField(label="Number of players", error_messages=NUMBER_ERRORS)
    days_per_move = forms.TypedChoiceField(
        label="Time per move",
        choices=DAY_CHOICES,
        coerce=int,
        initial=DEFAULT_TIME_PER_MOVE.days,
        help_text="When a player's time runs out, a bot makes that move for them.",
    )
    is_public = forms.BooleanField(
        required=False,
        initial=True,
        label="Public game",
        help_text="Listed in the lobby: anyone may join and watch. Untick it for invited "
        "players only.",
    )
    invite = forms.CharField(
        required=False,
        label="Invite players",
        widget=forms.Textarea(attrs={"rows": 2, "autocapitalize": "none", "spellcheck": "false"}),
        help_text="Usernames, separated by commas or new lines.",
    )
    bots = forms.IntegerField(
        label="Bots",
        min_value=0,
        initial=0,
        error_messages=NUMBER_ERRORS,
        help_text="Computer players take the last seats; the others wait for people to join.",
    )
    bot_kind = forms.ChoiceField(
        label="Bot style",
        choices=[(kind, text.choice) for kind, text in BOT_TEXTS.items()],
        initial=DEFAULT_BOT_KIND,
    )
    rated = forms.BooleanField(
        required=False,
        initial=True,
        label="Rated game",
        help_text="Counts for the players' ratings. A game with bots is always casual.",
    )

    def __init__(self, *args: Any, engine: AnyEngine, user: User, **kwargs: Any) -> None:
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        self.engine = engine
        self.user = user
        text = GAME_TEXTS[engine.slug]
        self.fields["game_type"].initial = engine.slug
        seats = self.fields["seats"]
        seats.initial = text.standard_players
        low, high = engine.min_players, engine.max_players
        seats.help_text = f"{players_words(name=engine.name, low=low, high=high)}, bots included."
        seats.widget.attrs.update(min=low, max=high)
        if low == high:
            seats.widget = forms.HiddenInput()
        self.fields["bots"].widget.attrs["max"] = engine.max_players - 1
        self.text = text
        self.option_names: list[str] = []
        for spec in engine.option_specs:
            name = option_field_name(engine.slug, spec.name)
            self.fields[name] = _option_field(spec, text.options[spec.name])
            self.option_names.append(name)
            shown_with = text.options[spec.name].shown_with
            if shown_with is not None:
                # static/js/create_form.js hides the field while the other option differs.
                other, value = shown_with
                self.fields[name].widget.attrs.update(
                    {
                        "data-shown-with": option_field_name(engine.slug, other),
                        "data-shown-value": value,
                    }
                )

    @property
    def fixed_players(self) -> bool:
        return self.engine.min_players == self.engine.max_players

    def option_fields(self) -> list[forms.BoundField]:
        return [self[name] for name in self.option_names]

    def clean_game_type(self) -> str:
        if self.cleaned_data["game_type"] != self.engine.slug:
            raise forms.ValidationError("Choose the game again.")
        return self.engine.slug

    def clean_seats(self) -> int:
        seats: int = self.cleaned_data["seats"]
        low, high = self.engine.min_players, self.engine.max_players
        if not low <= seats <= high:
            raise forms.ValidationError(
                players_words(name=self.engine.name, low=low, high=high) + "."
            )
        return seats

    def clean_invite(self) -> list[str]:
        names = invite_names(self.cleaned_data.get("invite") or "")
        if self.user.username.lower() in {name.lower() for name in names}:
            raise forms.ValidationError("You are in the game already; invite other players.")
        unknown = usernames_unknown(usernames=names)
        if unknown:
            quoted = ", ".join(f"“{name}”" for name in unknown)
            raise forms.ValidationError(f"No player is called {quoted}. Check the spelling.")
        return names

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        seats, bots = data.get("seats"), data.get("bots")
        if seats is not None and bots is not None:
            if bots >= seats:
                self.add_error(
                    "bots",
                    f"Leave a seat for yourself: with {seats} players, at most "
                    f"{seats - 1} bot{'s' if seats != 2 else ''}.",
                )
            else:
                free = seats - 1 - bots
                invited = data.get("invite") or []
                if len(invited) > free:
                    self.add_error(
                        "invite",
                        f"Only {free} seat{'s are' if free != 1 else ' is'} left for "
                        f"invited players; add players or invite fewer.",
                    )
        for spec in self.engine.option_specs:
            if not self._applies(spec.name):
                self.errors.pop(option_field_name(self.engine.slug, spec.name), None)
        if seats is not None and not self.errors:
            self._check_options(seats)
        return data

    def _applies(self, option: str) -> bool:
        """Whether ``option`` has an effect with the values chosen (``OptionText.shown_with``).
        One without is hidden in the page: it is neither checked nor sent, so a value typed
        before another mode was chosen cannot stop the form (the engine takes its default)."""
        condition = self.text.options[option].shown_with
        if condition is None:
            return True
        other, value = condition
        return str(self.cleaned_data.get(option_field_name(self.engine.slug, other))) == value

    def _check_options(self, seats: int) -> None:
        try:
            self.engine.validate_options(self.options(), seats)
        except InvalidOptions as error:
            self.add_service_error(error.option, error.message)

    def add_service_error(self, option: str | None, message: str) -> None:
        """An error the engine or the service found, next to its field and in the form's
        words (the engine names options by their keys)."""
        if option in ("seats", "players"):
            self.add_error("seats", message)
            return
        if option == "invite":
            self.add_error("invite", message)
            return
        name = option_field_name(self.engine.slug, option or "")
        if name in self.fields:
            label = str(self.fields[name].label)
            self.add_error(name, message.replace(f"Option '{option}'", label))
        else:
            self.add_error(None, message)

    def add_domain_error(self, error: errors.DomainError) -> None:
        details = error.details or {}
        if details:
            for option in details:
                self.add_service_error(str(option), error.message)
        else:
            self.add_error(None, error.message)

    def options(self) -> OptionValues:
        """The chosen options (the engine fills in and checks the rest)."""
        chosen: OptionValues = {}
        for spec in self.engine.option_specs:
            if not self._applies(spec.name):
                continue
            value = self.cleaned_data.get(option_field_name(self.engine.slug, spec.name))
            if spec.kind == "bool":
                chosen[spec.name] = bool(value)
            elif value not in (None, ""):
                chosen[spec.name] = value
        return chosen

    def create_kwargs(self) -> GameCreateArgs:
        """What ``services.game_create`` needs, besides the creator."""
        data = self.cleaned_data
        return {
            "game_type": self.engine.slug,
            "seats": data["seats"],
            "options": self.options(),
            "time_per_move": timedelta(days=data["days_per_move"]),
            "is_public": data["is_public"],
            "invite": data["invite"],
            "bots": [data["bot_kind"]] * data["bots"],
            # Ticked by default: with bots (or alone) the game is casual, as the help says.
            "rated": data["rated"] and not data["bots"] and data["seats"] >= MIN_RATED_PLAYERS,
        }


#: Each webhook event kind in the site's words (a test checks every kind is here).
WEBHOOK_KIND_LABELS: dict[str, str] = {
    "your_turn": "Your turn",
    "invitation": "An invitation",
    "game_started": "A game started",
    "game_finished": "A game finished",
    "deadline_warning": "A deadline is near",
    "challenge": "A challenge (made to you, answered, cancelled or expired)",
}


class WebhookForm(forms.Form):
    """An endpoint's URL, kinds and label; games.webhook_services checks the URL itself."""

    url = forms.CharField(
        label="URL",
        max_length=WEBHOOK_URL_MAX_LENGTH,
        help_text="https:// on a public address: where each event is POSTed, signed.",
        widget=forms.URLInput(attrs={"autocomplete": "url", "placeholder": "https://"}),
    )
    kinds = forms.MultipleChoiceField(
        label="Events",
        choices=[(kind, WEBHOOK_KIND_LABELS.get(kind, kind)) for kind in WEBHOOK_KINDS],
        widget=forms.CheckboxSelectMultiple,
        initial=list(WEBHOOK_KINDS),
    )
    description = forms.CharField(
        label="Label (optional)", max_length=WEBHOOK_DESCRIPTION_MAX_LENGTH, required=False
    )

"""The webhooks pages under the settings (docs/webhooks.md): register an endpoint (its secret
shown once), and per endpoint its state, its events, a test event, the delivery log with
redelivery, and behind a confirmation the two steps that cannot be undone: rotating the
secret and deleting the endpoint. Plain form posts; games.webhook_services does the writes."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts.models import User, signed_in
from games import errors
from games import webhook_selectors as selectors
from games import webhook_services as services
from games.models import WebhookDelivery, WebhookEndpoint
from games.web.forms import WEBHOOK_KIND_LABELS, WebhookForm
from games.webhook_messages import PING

#: A delivery's status in the log's words.
STATUS_WORDS = {
    WebhookDelivery.Status.PENDING: "waiting to be accepted",
    WebhookDelivery.Status.DELIVERED: "delivered",
    WebhookDelivery.Status.FAILED: "failed (gave up after 24 hours)",
}


@dataclass(frozen=True)
class WebhookStep:
    """A step that cannot be undone, asked inline (a details box) or on a page of its own."""

    verb: str
    summary: str
    question: str
    consequence: str
    button: str


STEPS = {
    step.verb: step
    for step in (
        WebhookStep(
            verb="rotate",
            summary="Rotate the secret…",
            question="Make a new secret?",
            consequence="The new secret is shown once. The old one keeps signing beside it "
            "for 24 hours, then stops: switch your receiver over within that time.",
            button="Yes, make a new secret",
        ),
        WebhookStep(
            verb="delete",
            summary="Delete this webhook…",
            question="Delete this webhook?",
            consequence="This cannot be undone: no event is sent to it any more, the "
            "deliveries not sent yet are dropped and its log goes too.",
            button="Yes, delete it",
        ),
    )
}


@dataclass(frozen=True)
class LogLine:
    """A delivery of the log, with its kind and status in words."""

    delivery: WebhookDelivery
    kind: str
    status: str


def _kind_words(kind: str) -> str:
    return "Test event" if kind == PING else WEBHOOK_KIND_LABELS.get(kind, kind)


def _kinds_words(endpoint: WebhookEndpoint) -> str:
    return ", ".join(_kind_words(kind) for kind in endpoint.kinds)


def _log(endpoint: WebhookEndpoint) -> list[LogLine]:
    return [
        LogLine(d, _kind_words(d.kind), STATUS_WORDS[WebhookDelivery.Status(d.status)])
        for d in selectors.deliveries_of(endpoint=endpoint)
    ]


def _endpoint(user: User, webhook_id: int) -> WebhookEndpoint:
    try:
        return selectors.webhook_of(user=user, webhook_id=webhook_id)
    except errors.NotFound:
        raise Http404("No such webhook.") from None


def _add_problems(form: WebhookForm, error: errors.DomainError) -> None:
    problems = error.field_problems() or {"__all__": [error.message]}
    for field, texts in problems.items():
        for text in texts:
            form.add_error(field if field in form.fields else None, text)


@login_required
def webhooks_page(request: HttpRequest) -> HttpResponse:
    """The list and the form that registers one; a new endpoint's secret is shown once."""
    user = signed_in(request.user)
    form = WebhookForm(request.POST or None)
    created, secret = None, ""
    if request.method == "POST" and form.is_valid():
        try:
            created, secret = services.webhook_create(user=user, **form.cleaned_data)
        except errors.DomainError as error:
            _add_problems(form, error)
        else:
            form = WebhookForm()
    rows = [{"endpoint": e, "kinds": _kinds_words(e)} for e in selectors.webhooks_of(user=user)]
    context = {"rows": rows, "form": form, "created": created, "secret": secret}
    return render(request, "games/webhooks.html", context, status=400 if form.errors else 200)


def _endpoint_page(
    request: HttpRequest, endpoint: WebhookEndpoint, form: WebhookForm, secret: str = ""
) -> HttpResponse:
    context = {
        "endpoint": endpoint,
        "kinds": _kinds_words(endpoint),
        "form": form,
        "secret": secret,
        "log": _log(endpoint),
        "steps": STEPS.values(),
    }
    status = 400 if form.errors else 200
    return render(request, "games/webhook.html", context, status=status)


def _form_of(endpoint: WebhookEndpoint) -> WebhookForm:
    initial = {"url": endpoint.url, "kinds": endpoint.kinds, "description": endpoint.description}
    return WebhookForm(initial=initial)


@login_required
def webhook_page(request: HttpRequest, webhook_id: int) -> HttpResponse:
    """One endpoint: change it (a POST), its log, its test and redeliver buttons."""
    user = signed_in(request.user)
    endpoint = _endpoint(user, webhook_id)
    if request.method != "POST":
        return _endpoint_page(request, endpoint, _form_of(endpoint))
    form = WebhookForm(request.POST)
    if form.is_valid():
        try:
            services.webhook_update(user=user, webhook_id=webhook_id, **form.cleaned_data)
        except errors.DomainError as error:
            _add_problems(form, error)
        else:
            messages.success(request, "Webhook saved.")
            return redirect("webhook", webhook_id=webhook_id)
    return _endpoint_page(request, endpoint, form)


@require_POST
@login_required
def webhook_test(request: HttpRequest, webhook_id: int) -> HttpResponse:
    user = signed_in(request.user)
    try:
        services.webhook_test_send(user=user, webhook_id=webhook_id, now=timezone.now())
    except errors.NotFound:
        raise Http404("No such webhook.") from None
    messages.success(request, "A test event is on its way: its delivery is at the top of the log.")
    return redirect("webhook", webhook_id=webhook_id)


@require_POST
@login_required
def webhook_redeliver(
    request: HttpRequest, webhook_id: int, delivery_id: uuid.UUID
) -> HttpResponse:
    user = signed_in(request.user)
    try:
        services.webhook_redeliver(
            user=user, webhook_id=webhook_id, delivery_id=delivery_id, now=timezone.now()
        )
    except errors.NotFound:
        raise Http404("No such delivery.") from None
    messages.success(request, "The delivery is sent again, with the same id.")
    return redirect("webhook", webhook_id=webhook_id)


@login_required
def webhook_step(request: HttpRequest, webhook_id: int, verb: str) -> HttpResponse:
    """Rotate the secret or delete the endpoint, once confirmed (``confirm=yes``); anything
    else asks on a page of its own, which works without a script."""
    user = signed_in(request.user)
    endpoint = _endpoint(user, webhook_id)
    step = STEPS[verb]
    if request.method != "POST" or request.POST.get("confirm") != "yes":
        context = {"endpoint": endpoint, "step": step}
        return render(request, "games/webhook_confirm.html", context)
    if verb == "delete":
        services.webhook_delete(user=user, webhook_id=webhook_id)
        messages.success(request, f"Webhook {endpoint.url} deleted.")
        return redirect("webhooks")
    rotated = services.webhook_secret_rotate(user=user, webhook_id=webhook_id, now=timezone.now())
    return _endpoint_page(request, rotated, _form_of(rotated), secret=rotated.secret)

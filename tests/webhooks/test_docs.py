"""docs/webhooks.md holds: its AsyncAPI-style description is the one generated from the
declarations (and valid AsyncAPI 3.0), a real delivery matches it, and its receiver example,
run exactly as written, accepts a real delivery and refuses a forged, altered or old one."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
import yaml
from django.utils import timezone
from jsonschema import Draft7Validator

from api.webhooks_asyncapi import webhooks_asyncapi
from games.webhook_outbox import webhook_deliver
from games.webhook_signing import HEADER_SIGNATURE, HEADER_TIMESTAMP, signature
from tests.asyncapi_check import official_validator, payload_validator
from tests.factories import game_started
from tests.webhooks.receiver import DOCS, Receiver, receiver_example, receiving
from tests.webhooks.support import deliveries, endpoint_for

BLOCK = re.compile(
    r"<!-- webhooks-asyncapi:start -->\n```yaml\n(.*?)```\n<!-- webhooks-asyncapi:end -->", re.S
)


def _yaml() -> str:
    return yaml.safe_dump(webhooks_asyncapi(), sort_keys=False, width=96, allow_unicode=True)


def test_the_docs_show_the_generated_asyncapi_description() -> None:
    found = BLOCK.search(DOCS.read_text(encoding="utf-8"))
    expected = _yaml()
    assert found, "docs/webhooks.md lost its webhooks-asyncapi block"
    assert found.group(1) == expected, f"replace the block in docs/webhooks.md with:\n{expected}"


def test_the_description_is_valid_asyncapi_3() -> None:
    problems = [e.message for e in official_validator().iter_errors(webhooks_asyncapi())]
    assert problems == []


@pytest.mark.django_db
def test_a_real_delivery_matches_the_description_and_the_example_verifies_it(
    settings: Any, alice: Any, bob: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    document = webhooks_asyncapi()
    verify = receiver_example()["verify"]
    with receiving(Receiver()) as receiver:
        endpoint, secret = endpoint_for(alice, receiver.url, ("game_started",))
        game_started("hachi", [alice, bob])
        (delivery,) = deliveries(endpoint)
        assert webhook_deliver(delivery_id=delivery.pk, now=timezone.now())
    (seen,) = receiver.seen
    payload_validator(document, "webhookEvent").validate(seen.event)
    headers = document["components"]["messages"]["webhookEvent"]["headers"]
    Draft7Validator(headers).validate(seen.headers)

    assert verify(secret, seen.headers, seen.body)
    assert not verify(secret, seen.headers, seen.body.replace(b"alice", b"bobby"))
    assert not verify("whsec_" + "x" * 43, seen.headers, seen.body)
    old = str(int(time.time()) - 600)
    stale = {**seen.headers, HEADER_TIMESTAMP: old}
    stale[HEADER_SIGNATURE] = signature(secret=secret, timestamp=int(old), body=seen.body)
    assert not verify(secret, stale, seen.body)  # a replay of a signed body, 10 minutes late

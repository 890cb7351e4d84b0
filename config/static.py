"""Static files through WhiteNoise, without costing every other request a thread hop.

WhiteNoise's middleware is sync-only. Under ASGI, Django then runs it in a worker thread and
adapts the rest of the chain back to async for it, so every request (an API move included)
crossed threads twice more just to learn that it was not for a static file. This subclass is
async-capable: the static-file check is a dictionary lookup done on the event loop, and only
a request that is for a file is served in a thread (opening the file may block).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from django.http import HttpRequest, HttpResponseBase
from whitenoise.middleware import WhiteNoiseMiddleware


# WhiteNoise ships no type information, so its middleware is Any to mypy.
class StaticFilesMiddleware(WhiteNoiseMiddleware):  # type: ignore[misc]
    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        super().__init__(get_response, *args, **kwargs)
        self.async_mode = iscoroutinefunction(get_response)
        if self.async_mode:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.async_mode:
            return self._acall(request)
        return super().__call__(request)

    def _static_file(self, path: str) -> Any:
        return self.find_file(path) if self.autorefresh else self.files.get(path)

    async def _acall(self, request: HttpRequest) -> HttpResponseBase:
        static_file = self._static_file(request.path_info)
        if static_file is not None:
            served: HttpResponseBase = await sync_to_async(self.serve, thread_sensitive=False)(
                static_file, request
            )
            return served
        get_response: Callable[[HttpRequest], Awaitable[HttpResponseBase]] = self.get_response
        return await get_response(request)

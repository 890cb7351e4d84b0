"""The AsyncAPI document of the live sockets (api/asyncapi.py), beside the OpenAPI one."""

from __future__ import annotations

from drf_spectacular.renderers import OpenApiYamlRenderer
from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.asyncapi import asyncapi_document
from api.permissions import HasScope, ScopeDeclaration


class YamlRenderer(OpenApiYamlRenderer):
    """Spectacular's plain YAML (no aliases, block strings), under the generic YAML type."""

    media_type = "application/yaml"


class AsyncApiView(APIView):
    """JSON by default, YAML with ``?format=yaml``."""

    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = None
    renderer_classes = [JSONRenderer, YamlRenderer]

    @extend_schema(exclude=True)  # the REST document describes REST; this describes sockets
    def get(self, request: Request) -> Response:
        document = asyncapi_document(host=request.get_host(), secure=request.is_secure())
        return Response(document)

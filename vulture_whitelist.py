# ruff: noqa: B018 - each line names an attribute so that vulture counts it used

"""What the dead-code check cannot see used: names that Django, DRF, drf-spectacular, Celery,
Channels and the templates call by name or by signature, each with the reason.

vulture reads this file with the production tree ([tool.vulture] in pyproject.toml; the suite
runs it in tests/test_code_quality.py); nothing imports it. A name here counts as used wherever
it is defined, so list a name only when every definition of it is called from outside.
"""

from vulture.whitelist_utils import Whitelist

_ = Whitelist()

# ----- parameters a caller's signature fixes ---------------------------------------------------
_.sender  # Django signal receivers and Celery's beat_init receive the sender
_.schema_editor  # a migration's RunPython function receives (apps, schema_editor)
_.media_type  # DRF calls Parser.parse(stream, media_type, parser_context)
_.parser_context  # (idem)
_.auto_schema  # drf-spectacular calls an extension's get_security_definition(auto_schema)
_.unmatched  # the catch-all API URL pattern passes the unmatched path (config/urls.py)

# ----- Django: hooks it calls on our subclasses -------------------------------------------------
_.ready  # AppConfig.ready, at start-up
_.clean_email  # Form.clean_<field>: the admin's user forms, the site's forms
_.clean_username  # (idem)
_.clean_game_type  # (idem)
_.clean_seats  # (idem)
_.clean_invite  # (idem)
_.clean_redirect_uris  # (idem: the OAuth app form, accounts/oauth_forms.py)
_.to_python  # a URL path converter (accounts/usernames.py)
_.to_url  # (idem)
_.get_redirect_url  # RedirectView
_.process_view  # a middleware's hook before the view (config/site_limits.py)
_.db_for_read  # a database router's hooks (DATABASE_ROUTERS: config/db_router.py)
_.db_for_write  # (idem)
_.allow_relation  # (idem)
_.allow_migrate  # (idem)
_.get_deleted_objects  # ModelAdmin hooks
_.delete_model  # (idem)
_.delete_queryset  # (idem)
_.has_add_permission  # (idem)
_.has_delete_permission  # (idem)
_.get_readonly_fields  # (idem)
_.cancel_games  # admin actions, named in ModelAdmin.actions
_.hand_to_bot  # (idem)
_.add_arguments  # management commands (audit_games, vapid_keys)
_.handle  # (idem)
_.bad_request  # error handlers, named in config/urls.py (handler400, handler500)
_.server_error  # (idem)
_._token_gone  # signal receivers, connected by @receiver
_._app_token_gone  # (idem: an OAuth app's access token deleted)
_._signed_out  # (idem)
_._user_saved  # (idem)
_._user_row_changed  # (idem: the token cache drops the user's entries)
_._token_row_changed  # (idem)
_._request_done  # (idem)
_._announce_beat  # a Celery signal receiver, connected by @beat_init.connect

# ----- DRF and drf-spectacular -----------------------------------------------------------------
_.patch  # an APIView's HTTP method
_.validate_username  # Serializer.validate_<field>
_.get_ident  # throttle hooks
_.allow_request  # (idem)
_.get_security_definition  # an OpenApiAuthenticationExtension
_.get_security_requirement  # (idem: each operation's scope, api/authentication.py)
_.has_permission  # DRF calls a permission's has_permission(request, view) (api/permissions.py)
_.examples_hook  # SPECTACULAR_SETTINGS postprocessing hooks, named in the settings
_.components_hook  # (idem)
_.field_title_should_be_set  # pydantic's GenerateJsonSchema, subclassed for the API's schema

# ----- Celery: tasks the beat schedule sends by name (games/jobs.py) ----------------------------
_.beat_heartbeat
_.sweep_deadlines

# ----- Channels: consumer handlers, called by the message's type -------------------------------
_.receive_json
_.disconnect
_.health_pong  # "health.pong"
_.game_changed  # "game.changed"
_.user_event  # "user.event"
_.credentials_changed  # "credentials.changed"

# ----- templates: tags, filters and attributes they read ----------------------------------------
_.vapid_public_key  # {% vapid_public_key %}
_.rules_cards  # {% rules_cards %} on the rules pages
_.fixed_players  # games/new.html reads the create form's
_.option_fields  # (idem)

# ----- kept on purpose ---------------------------------------------------------------------------
_.ended_round_ids  # engine conformance hooks (games/engines/base.py), which the conformance
_.max_actions  # suite and the API's hidden-information test call; the rules documents cite them
_.doorbells_flush  # the live tests and bench/sweep.py wait here for the doorbell sender thread
_.webhooks_asyncapi  # docs/webhooks.md shows it as YAML; tests/webhooks/test_docs.py keeps it so

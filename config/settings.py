"""Settings, all from the environment (see README "Configuration").

Production defaults are safe (DEBUG off, argon2, secure cookies, HSTS); the local runner
(`make run`) turns DEBUG on and supplies a local secret key and embedded services.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.utils.csp import CSP

from accounts.scopes import GAMES_READ, SCOPES
from config.databases import ConnectionBudget, processes_on_this_node
from config.env import EnvError, env_bool, env_int, env_list, env_rate, env_str, env_url
from config.log import logging_config
from config.sentry import sentry_init
from config.vapid import vapid_from_env

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("VAR_DIR", str(BASE_DIR / "var")))

DEBUG = env_bool("DEBUG", False)

# The chaos soak's simulated clock (config/clock.py; bench/soak.py). Never set in production.
SIMULATED_CLOCK_FILE = env_str("SIMULATED_CLOCK_FILE", "")
if SIMULATED_CLOCK_FILE:
    from config.clock import clock_simulate

    clock_simulate(SIMULATED_CLOCK_FILE)

if DEBUG:
    SECRET_KEY = env_str("SECRET_KEY", "insecure-local-development-key-" + "x" * 32)
else:
    SECRET_KEY = env_str("SECRET_KEY", "")
    if len(SECRET_KEY) < 50:
        raise EnvError(
            "The environment variable SECRET_KEY must be set to at least 50 random characters "
            "when DEBUG is off."
        )

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
# Browser apps on other sites that may call the API (config/api_http.py); "*" for any.
CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", [])
SITE_NAME = "Hachi Station"
# The public address, for links in emails and calendar feeds.
SITE_URL = env_str("SITE_URL", "http://localhost:8000")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    "oauth2_provider",
    "accounts",
    "games",
    "api",
]

MIDDLEWARE = [
    "config.request_id.RequestIdMiddleware",  # first: every response and log line has it
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "config.middleware.NulRefusalMiddleware",
    "config.middleware.MethodRefusalPageMiddleware",  # words for a site 405, not an empty body
    "config.api_http.ApiCorsMiddleware",  # answers preflights before sessions and CSRF
    "config.api_http.ApiRateLimitMiddleware",  # RateLimit headers, on 304s too
    # API answers only (config/api_http.py): If-None-Match against the tag as sent, gzip, and
    # within it the tag of the JSON itself.
    "config.api_http.ApiConditionalGetMiddleware",
    "config.api_http.ApiGZipMiddleware",
    "config.api_http.ApiETagMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last: it needs the user, and its 429 page passes through everything above.
    "config.site_limits.SiteLimitMiddleware",
    "config.db_router.ReplicaReadsMiddleware",  # after every check: only views read the replica
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "config.context_processors.site",
                "django.template.context_processors.csp",
            ],
        },
    },
]

# ----- database ---------------------------------------------------------------------------
DATABASE_URL = env_url(
    "DATABASE_URL",
    f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
    schemes=("sqlite", "postgres", "postgresql", "pgsql"),
)
# Under ASGI each request runs in its own thread, so persistent connections would pile up
# (one per finished thread) until PostgreSQL refuses clients. PostgreSQL therefore gets a
# connection pool per process (psycopg_pool, Django's "pool" option): a request borrows a
# connection and gives it back when it ends, so nobody pays for a new server backend per
# request. DB_POOL_SIZE=0 turns the pool off (then DB_CONN_MAX_AGE applies, 0 = per request).
# DB_MAX_CONNECTIONS, when set, is the connection budget of the PostgreSQL server (and of the
# replica's) for the whole site: each process's pool gets an equal share (config/databases.py).
DB_MAX_CONNECTIONS = env_int("DB_MAX_CONNECTIONS", 0)
if DB_MAX_CONNECTIONS:
    if os.environ.get("DB_POOL_SIZE"):
        raise EnvError("Set DB_MAX_CONNECTIONS or DB_POOL_SIZE, not both: the budget sizes pools.")
    DB_POOL_SIZE = ConnectionBudget(
        max_connections=DB_MAX_CONNECTIONS,
        reserved=env_int("DB_RESERVED_CONNECTIONS", 3),
        processes=env_int("DB_PROCESSES", processes_on_this_node(), minimum=1),
    ).pool_size()
else:
    DB_POOL_SIZE = env_int("DB_POOL_SIZE", 20)
DATABASES = {
    "default": dj_database_url.parse(DATABASE_URL, conn_max_age=env_int("DB_CONN_MAX_AGE", 0))
}
# An optional streaming replica of the same database: the read-only pages and lists read the
# games' tables there (config/db_router.py); moves and everything else use the primary.
DATABASE_REPLICA_URL = env_str("DATABASE_REPLICA_URL", "")
if DATABASE_REPLICA_URL:
    env_url("DATABASE_REPLICA_URL", None, schemes=("postgres", "postgresql", "pgsql"))
    DATABASES["replica"] = dj_database_url.parse(DATABASE_REPLICA_URL, conn_max_age=0)
    # In tests the replica is the test database itself, seen through its own connection.
    DATABASES["replica"]["TEST"] = {"MIRROR": "default"}
DATABASE_ROUTERS = ["config.db_router.ReplicaRouter"]
for _alias, _database in DATABASES.items():
    if _database["ENGINE"] == "django.db.backends.postgresql" and DB_POOL_SIZE:
        _database["CONN_MAX_AGE"] = 0  # the pool keeps the connections, not Django
        _database["OPTIONS"] = {
            "pool": {"min_size": min(2, DB_POOL_SIZE), "max_size": DB_POOL_SIZE, "timeout": 10},
        }
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    Path(DATABASES["default"]["NAME"]).parent.mkdir(parents=True, exist_ok=True)
    # Writers wait for the lock instead of failing at once; WAL lets readers run meanwhile.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Test runs use a file database too (one per process): with Django's default in-memory
    # shared-cache test database, concurrent writers fail at once ("table is locked") instead
    # of waiting for the lock as they do in the real run.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# ----- redis: cache, channel layer, celery ------------------------------------------------
REDIS_URL = env_url("REDIS_URL", "redis://127.0.0.1:6379/0", schemes=("redis", "rediss", "unix"))
REDIS_KEY_PREFIX = env_str("REDIS_KEY_PREFIX", "hachi")

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": REDIS_KEY_PREFIX,
        # Redis down must cost a request a second, not redis-py's default of waiting on the OS.
        "OPTIONS": {"socket_connect_timeout": 1.0, "socket_timeout": 2.0},
    }
}
CHANNEL_LAYER_SOCKET_TIMEOUT = 30.0
CHANNEL_LAYERS = {
    "default": {
        "BACKEND": "channels_redis.core.RedisChannelLayer",
        # redis-py's default 5 s socket timeout races channels_redis's 5 s blocking pop
        # (BZPOPMIN): on a busy machine an idle socket's receive loop then dies with
        # "Timeout reading from ...". Give reads clear headroom over the pop.
        "CONFIG": {
            "hosts": [{"address": REDIS_URL, "socket_timeout": CHANNEL_LAYER_SOCKET_TIMEOUT}],
            "prefix": f"{REDIS_KEY_PREFIX}:asgi",
        },
    }
}

CELERY_BROKER_URL = REDIS_URL
CELERY_RESULT_BACKEND = REDIS_URL
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_RESULT_EXPIRES = 3600
CELERY_TASK_DEFAULT_QUEUE = f"{REDIS_KEY_PREFIX}-default"
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "global_keyprefix": f"{REDIS_KEY_PREFIX}:",
    # Redis down must not hold a move POST for kombu's default ~20 s of connects and retries:
    # a task that cannot be sent at once is logged, and the sweep sends it again (bots after
    # a minute, outbox rows after their lease).
    "socket_connect_timeout": 1.0,
    "socket_timeout": 2.0,
}
CELERY_BROKER_CONNECTION_TIMEOUT = 1.0
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
}
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"global_keyprefix": f"{REDIS_KEY_PREFIX}:"}

# ----- auth -------------------------------------------------------------------------------
AUTH_USER_MODEL = "accounts.User"
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Sign-in finds the username ignoring case (site, admin and the API's token login).
AUTHENTICATION_BACKENDS = ["accounts.backends.CaseInsensitiveModelBackend"]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/"  # not Django admin's "Logged out" page
# The mailed link that verifies an address works this long (a password reset needs one).
EMAIL_VERIFICATION_MAX_AGE = env_int("EMAIL_VERIFICATION_DAYS", 3, minimum=1) * 86400
# How long a process may answer "whose token is this?" from memory (accounts/token_cache.py);
# a change of the token or its user reaches every process through Redis at once. 0: off.
TOKEN_CACHE_SECONDS = env_int("TOKEN_CACHE_SECONDS", 30)

# ----- limits (accounts/limits.py: the same for the site's forms and the API) -------------
# The client's address is the socket peer unless this many proxies of our own forward the
# request: then the Nth address from the right of X-Forwarded-For (accounts/client_address.py).
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0)
# Attempts per window; using one up makes that key wait, longer each time (back-off), never
# more than THROTTLE_MAX_WAIT seconds. Keys: client address (login = failed sign-ins, signup,
# password_reset), account (login_account: failed sign-ins from devices it never signed in
# on), email address (email: reset and verification mails).
AUTH_THROTTLE_RATES = {
    "login": env_rate("THROTTLE_LOGIN", "10/min"),
    "login_account": env_rate("THROTTLE_LOGIN_ACCOUNT", "10/15min"),
    "signup": env_rate("THROTTLE_SIGNUP", "5/min"),
    "password_reset": env_rate("THROTTLE_PASSWORD_RESET", "5/hour"),
    "email": env_rate("THROTTLE_EMAIL", "3/hour"),
    # Games created (rematches and quick starts too), per account and per client address;
    # games created with invitations, per account; reads by anonymous clients, per address.
    "game_create": env_rate("THROTTLE_GAME_CREATE", "60/hour"),
    "game_create_address": env_rate("THROTTLE_GAME_CREATE_ADDRESS", "200/hour"),
    "invite": env_rate("THROTTLE_INVITE", "60/hour"),
    "anonymous_read": env_rate("THROTTLE_ANONYMOUS_READ", "300/min"),
    # Every signed-in request, site and API, per account and per token (the same rate): moves,
    # other writes, reads. Far above a player's pace or a bot's playing people (a bot playing
    # bots as fast as the server answers meets the move limit within a minute); a flood, at once.
    "move": env_rate("THROTTLE_MOVE", "120/min"),
    "write": env_rate("THROTTLE_WRITE", "300/min"),
    "read": env_rate("THROTTLE_READ", "1200/min"),
    # The same per client address: five accounts at their limits. A household or an office
    # behind one NAT (people at a few requests a minute each) stays far below it; one address
    # driving many accounts in a flood waits.
    "move_address": env_rate("THROTTLE_MOVE_ADDRESS", "600/min"),
    "write_address": env_rate("THROTTLE_WRITE_ADDRESS", "1500/min"),
    "read_address": env_rate("THROTTLE_READ_ADDRESS", "6000/min"),
}
THROTTLE_MAX_WAIT = env_int("THROTTLE_MAX_WAIT", 3600, minimum=1)

# ----- security (safe by default; the local runner sets DEBUG=true) ------------------------
# Content-Security-Policy on every response: this site's own scripts, styles and sockets
# only; the inline ones (the API docs page, the admin) carry the request's nonce.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF, CSP.NONCE],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "font-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31_536_000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
if env_bool("BEHIND_TLS_PROXY", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REFERRER_POLICY = "same-origin"
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
DATA_UPLOAD_MAX_MEMORY_SIZE = 64 * 1024  # requests are small JSON moves and forms

# ----- i18n -------------------------------------------------------------------------------
LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# ----- static files -----------------------------------------------------------------------
STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}

# ----- email (Django 6.1 MAILERS) ----------------------------------------------------------
_EMAIL_BACKEND = env_str(
    "EMAIL_BACKEND",
    "django.core.mail.backends.console.EmailBackend"
    if DEBUG
    else "django.core.mail.backends.smtp.EmailBackend",
)
_EMAIL_OPTIONS: dict[str, object] = {}
if _EMAIL_BACKEND.endswith("smtp.EmailBackend"):
    _EMAIL_OPTIONS = {
        "host": env_str("EMAIL_HOST", "localhost"),
        "port": env_int("EMAIL_PORT", 25),
        "username": os.environ.get("EMAIL_HOST_USER", ""),
        "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
        "use_tls": env_bool("EMAIL_USE_TLS", False),
        "timeout": 20,
    }
MAILERS = {"default": {"BACKEND": _EMAIL_BACKEND, "OPTIONS": _EMAIL_OPTIONS}}
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Hachi Station <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL

# ----- web push ---------------------------------------------------------------------------
# Push reminders (games/push.py) are on when the three VAPID variables are set (config/vapid.py).
VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT = vapid_from_env()
# Seconds to wait for a push service (connect and read each), so one slow service cannot hold
# the delivery task and its locked outbox rows for long.
PUSH_TIMEOUT_SECONDS = 10.0

# ----- webhooks ---------------------------------------------------------------------------
# Seconds to wait for a receiver (connect and each read): a delivery task holds its outbox row
# locked while it waits (games/webhook_outbox.py).
WEBHOOK_TIMEOUT_SECONDS = 10.0
# Development and tests only: endpoints on private, loopback and link-local addresses, and
# plain http (games/webhook_addresses.py). Off, the feature cannot reach the site's network.
WEBHOOK_ALLOW_PRIVATE_ADDRESSES = env_bool("WEBHOOK_ALLOW_PRIVATE_ADDRESSES", False)

# ----- event streams over plain HTTP (api/streaming.py, docs/streams.md) -------------------
# A keep-alive line at most this many seconds apart on every open stream (tests shorten it).
STREAM_KEEPALIVE_SECONDS = float(env_int("STREAM_KEEPALIVE_SECONDS", 20, minimum=1))
# Streams one account may hold open at once (both kinds, every process); one more is a 429.
STREAMS_PER_USER = env_int("STREAMS_PER_USER", 10, minimum=1)
# Each account's recent /ws/me/ events, kept in Redis for /api/v1/me/stream/?since=: at least
# the last USER_EVENTS_KEPT, none older than USER_EVENTS_KEPT_SECONDS (games/event_log.py).
USER_EVENTS_KEPT = env_int("USER_EVENTS_KEPT", 500, minimum=10)
USER_EVENTS_KEPT_SECONDS = env_int("USER_EVENTS_KEPT_SECONDS", 24 * 3600, minimum=60)

# ----- REST API ---------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "api.authentication.HashedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "api.schema.ErrorResponsesAutoSchema",
    "EXCEPTION_HANDLER": "api.errors.exception_handler",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.LimitedJSONParser"],
    # Every request: per account and token when signed in, per client address for reads
    # without credentials (views with their own limits add theirs; api/throttles.py).
    "DEFAULT_THROTTLE_CLASSES": ["api.throttles.RequestThrottle"],
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # DRF's own get_ident; the limits use accounts.client_address, which reads the same setting.
    "NUM_PROXIES": TRUSTED_PROXY_COUNT,
}
API_MAX_BODY_BYTES = 16 * 1024

# ----- OAuth2 for third-party apps (django-oauth-toolkit; docs/oauth.md) -------------------
# Authorization Code with PKCE (S256 only), a consent screen at every authorisation, access
# tokens for an hour and refresh tokens for 30 days, each refresh token good once (a used one
# presented again revokes its whole family), tokens stored hashed.
OAUTH2_PROVIDER = {
    "SCOPES": SCOPES,
    "DEFAULT_SCOPES": [GAMES_READ],
    "PKCE_REQUIRED": True,
    "ACCESS_TOKEN_EXPIRE_SECONDS": 3600,
    "REFRESH_TOKEN_EXPIRE_SECONDS": 30 * 86400,
    "AUTHORIZATION_CODE_EXPIRE_SECONDS": 60,
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_GRACE_PERIOD_SECONDS": 0,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "REQUEST_APPROVAL_PROMPT": "force",
    # https, or http on the machine itself for native apps (RFC 8252): the registration form
    # (accounts/oauth_forms.py) refuses any other http address.
    "ALLOWED_REDIRECT_URI_SCHEMES": ["http", "https"],
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
    "COMPLIANT_BCP_RFC9700_AUTHZ_RESPONSE_ISS": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,
    "COMPLIANT_BCP_RFC9700_REFRESH_TOKEN": True,
    "COMPLIANT_BCP_RFC9700_PKCE_REQUIRED": True,
}
#: Apps one account may register.
OAUTH_APPS_PER_USER = 20
SILENCED_SYSTEM_CHECKS = [
    # "plaintext http redirect URIs are allowed": only on the machine itself, for native apps
    # (RFC 8252 section 7.3), which the registration form checks (accounts/oauth_forms.py).
    "oauth2_provider.W008",
]
SPECTACULAR_SETTINGS = {
    "TITLE": f"{SITE_NAME} API",
    # Markdown for people reading /api/v1/docs/ and for generated clients' documentation.
    "DESCRIPTION": (BASE_DIR / "api" / "openapi_description.md").read_text(encoding="utf-8"),
    "VERSION": "1.0.0",
    "SERVERS": [{"url": SITE_URL, "description": "This site."}],
    # 3.1: schemas are JSON Schema 2020-12, as the games' declared types are generated.
    "OAS_VERSION": "3.1.0",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.openapi_types.components_hook",
        "api.openapi_examples.examples_hook",
    ],
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "PATH_CONVERTER_OVERRIDES": {"username": str},
    # The event kinds a webhook takes, named for generated clients (not "KindsEnum").
    "ENUM_NAME_OVERRIDES": {"WebhookKind": "games.webhook_messages.WEBHOOK_KINDS"},
    # No deep links: Swagger UI puts them inside each operation's toggle button (nested
    # interactive elements that screen readers cannot reach).
    "SWAGGER_UI_SETTINGS": {"deepLinking": False},
}

# ----- logging ----------------------------------------------------------------------------
LOG_LEVEL = env_str("LOG_LEVEL", "INFO").upper()
if LOG_LEVEL not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
    raise EnvError(
        "The environment variable LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL."
    )
LOGGING = logging_config(level=LOG_LEVEL, json_lines=env_bool("LOG_JSON", not DEBUG))
# Error reports to Sentry, only with a DSN (config/sentry.py).
SENTRY_DSN = env_str("SENTRY_DSN", "")
SENTRY_ENABLED = sentry_init(
    dsn=SENTRY_DSN,
    environment=env_str("SENTRY_ENVIRONMENT", "development" if DEBUG else "production"),
    release=env_str("SENTRY_RELEASE", ""),
)

# Retention (games/retention.py, hourly): idempotency records, and outbox rows once done.
IDEMPOTENCY_RETENTION = timedelta(hours=env_int("IDEMPOTENCY_RETENTION_HOURS", 24, minimum=1))
OUTBOX_RETENTION = timedelta(days=env_int("OUTBOX_RETENTION_DAYS", 30, minimum=1))

# ----- health -----------------------------------------------------------------------------
HEALTH_TIMEOUT_SECONDS = 3.0
# A bearer token that opens the full /healthz (Celery included) to a remote monitor; staff
# and clients on this machine need none. Empty: no token opens it.
HEALTH_TOKEN = env_str("HEALTH_TOKEN", "")

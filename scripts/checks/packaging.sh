#!/usr/bin/env bash
# Checks the production packaging without a Docker engine (run by
# scripts/test.sh): the self-test of the checker, then scripts/checks/compose.py
# on Dockerfile, docker-compose.yml and .dockerignore (compose-spec schema +
# our rules), then `docker compose config` / `docker-compose config` where
# one of them is installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Python with PyYAML and jsonschema (and pip, to fetch the schema): the
# system's, or a virtualenv in target/ with pinned versions.
PY=python3
if ! python3 -c 'import yaml, jsonschema, pip' >/dev/null 2>&1; then
    VENV=target/compose-check/venv
    if ! "$VENV/bin/python" -c 'import yaml, jsonschema' >/dev/null 2>&1; then
        echo "== creating $VENV (PyYAML, jsonschema)"
        python3 -m venv "$VENV"
        "$VENV/bin/pip" install --quiet --disable-pip-version-check 'PyYAML==6.0.3' 'jsonschema==4.26.0'
    fi
    PY="$VENV/bin/python"
fi

echo "== self-test of the packaging checker"
"$PY" scripts/checks/test_compose.py
echo "== Dockerfile, docker-compose.yml, .dockerignore"
"$PY" scripts/checks/compose.py

# The file requires a password, an admin token and a code key; any values
# will do for `config`.
export POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-config-check}"
export PLANESFORGE_ADMIN_TOKEN="${PLANESFORGE_ADMIN_TOKEN:-config-check-admin-token}"
if docker compose version >/dev/null 2>&1; then
    echo "== docker compose config"
    docker compose -f docker-compose.yml config --quiet
elif command -v docker-compose >/dev/null 2>&1; then
    echo "== docker-compose config ($(docker-compose version --short 2>/dev/null || echo '?'))"
    docker-compose -f docker-compose.yml config --quiet
else
    echo "== docker compose config: skipped (neither docker compose nor docker-compose installed)"
fi

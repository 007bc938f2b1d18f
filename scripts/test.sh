#!/usr/bin/env bash
# Every test PlanesForge has: formatting, lints, unit and property tests,
# the command line, the HTTP API against SQLite and a throwaway PostgreSQL,
# the packaging files, a short schemathesis run against the OpenAPI document,
# the printed sheets and the screen on the wall rendered in Chromium, the OpenAPI lint and a generated
# TypeScript client driven through an event, and the book (built,
# link-checked, and every page opened in headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/postgres.sh

# Property tests draw from a fixed seed here, so a run is repeatable (CI
# and a developer see the same cases); unset or change it to explore new
# cases (`PROPTEST_RNG_SEED=$RANDOM scripts/test.sh`), and keep any failure
# found in the proptest-regressions files.
export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261201}"

echo "== packaging (Dockerfile, docker-compose.yml; no Docker engine needed)"
bash scripts/check-packaging.sh

echo "== fmt"
cargo fmt --all -- --check
echo "== clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings

echo "== postgres"
pg_start
trap pg_stop EXIT

echo "== cargo test"
cargo test --workspace --locked

echo "== printed sheets in Chromium (German and Greek; screenshots, DOM, A4 pages)"
bash scripts/print-check.sh

echo "== the player's page in Chromium at 390×844 (table and opponent, no sideways scroll)"
bash scripts/player-page-check.sh
echo "== the screen on the wall in Chromium (1920x1080: layout, countdown, live results, pause, restart)"
bash scripts/screen-check.sh
echo "== accessibility of every page (axe-core in Chromium; screenshots at desktop, tablet and phone sizes)"
bash scripts/a11y-check.sh

echo "== API fuzzing (schemathesis, short run; the full one: scripts/fuzz-api.sh)"
bash scripts/fuzz-api.sh --quick

echo "== API contract (Redocly lint, openapi-typescript + openapi-fetch client through an event)"
bash scripts/client-check.sh

echo "== book (all languages, links, the picker in headless Chromium; engine-checked figures are in cargo test)"
bash scripts/book.sh

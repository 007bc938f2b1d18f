#!/usr/bin/env bash
# Build the documentation site: one mdBook per language, book/<lang>/ ->
# book/build/<lang>/, plus book/build/index.html (sends to English), then
# check the generated HTML (links, fragments, same pages in every language,
# language picker on every page) and open every page of every language in
# headless Chromium at a desktop's and a phone's size
# (scripts/book/browser.sh: the picker in view and its links clickable on
# each; its links followed on a sample). Exits non-zero on any problem.
# `--build-only` builds without the checks (the Dockerfile uses it: its
# build stage has no Python; the test script runs the checks).
set -euo pipefail
cd "$(dirname "$0")/../.."

BUILD_ONLY=false
case "${1:-}" in
    "") ;;
    --build-only) BUILD_ONLY=true ;;
    *) echo "usage: $0 [--build-only]" >&2; exit 2 ;;
esac

MDBOOK_VERSION="0.5.4"
# The languages: the folders of api/locales/ (each has a book/<lang>).
source scripts/lib/languages.sh
mapfile -t LANGS < <(languages)

if $BUILD_ONLY; then
    if ! command -v mdbook >/dev/null 2>&1 ||
        [ "$(mdbook --version 2>/dev/null)" != "mdbook v${MDBOOK_VERSION}" ]; then
        echo "== installing mdbook ${MDBOOK_VERSION} (takes a few minutes)"
        cargo install --locked mdbook --version "${MDBOOK_VERSION}"
    fi
else
    echo "== self-test of the checker"
    python3 scripts/book/test_check.py
    echo "== self-test of the guide's tools (events.py, snippets.py)"
    python3 scripts/book/test_guide_tools.py
    echo "== the integration guide's event catalogue is the OpenAPI document's (scripts/book/events.py)"
    python3 scripts/book/events.py --check
fi

rm -rf book/build
mkdir -p book/build
for lang in "${LANGS[@]}"; do
    if [ ! -f "book/${lang}/book.toml" ]; then
        echo "book/${lang}/book.toml is missing" >&2
        exit 1
    fi
done
if $BUILD_ONLY; then
    # The theme with the language picker's links (book/theme/header.hbs is
    # its template), outside book/build so that no book's output holds it.
    THEME="$PWD/book/.theme"
    bash scripts/book/theme.sh "$THEME" book/build/index.html
    for lang in "${LANGS[@]}"; do
        echo "== mdbook build book/${lang}"
        MDBOOK_OUTPUT__HTML__THEME="$THEME" mdbook build "book/${lang}"
    done
    rm -rf "$THEME"
else
    # The test run checks the site the binary serves: api/build.rs renders
    # it with mdBook ${MDBOOK_VERSION} as a library (the same HTML as the
    # command line), and the debug build is already there from cargo test,
    # so no second mdBook is compiled here.
    source scripts/lib/server.sh
    echo "== the book built into target/debug/planesforge"
    build_server
    "$(target_dir)/debug/planesforge" book book/build
fi

# The site's start page, book/build/index.html (a static copy of the site
# has no server to pick the language from Accept-Language; the service
# answers /book/ itself), is written with the books: by theme.sh above, or
# by api/build.rs into the binary's copy.

if $BUILD_ONLY; then
    exit 0
fi

echo "== checking the generated site"
python3 scripts/book/check.py book/build "${LANGS[@]}"

echo "== the language picker in headless Chromium"
bash scripts/book/browser.sh

#!/usr/bin/env bash
# Build the documentation site: one mdBook per language, book/<lang>/ ->
# book/build/<lang>/, plus book/build/index.html (sends to English), then
# check the generated HTML (links, fragments, same pages in every language,
# language picker on every page) and open every page in headless Chromium
# (scripts/book-browser.sh: the picker in view and working). Exits non-zero
# on any problem.
# `--build-only` builds without the checks (the Dockerfile uses it: its
# build stage has no Python; the test script runs the checks).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_ONLY=false
case "${1:-}" in
    "") ;;
    --build-only) BUILD_ONLY=true ;;
    *) echo "usage: $0 [--build-only]" >&2; exit 2 ;;
esac

MDBOOK_VERSION="0.5.4"
LANGS=(en de it nb el fr es)

if ! command -v mdbook >/dev/null 2>&1 ||
    [ "$(mdbook --version 2>/dev/null)" != "mdbook v${MDBOOK_VERSION}" ]; then
    echo "== installing mdbook ${MDBOOK_VERSION} (takes a few minutes)"
    cargo install --locked mdbook --version "${MDBOOK_VERSION}"
fi

if ! $BUILD_ONLY; then
    echo "== self-test of the checker"
    python3 scripts/test_check_book.py
fi

rm -rf book/build
mkdir -p book/build
for lang in "${LANGS[@]}"; do
    if [ ! -f "book/${lang}/book.toml" ]; then
        echo "book/${lang}/book.toml is missing" >&2
        exit 1
    fi
    echo "== mdbook build book/${lang}"
    mdbook build "book/${lang}"
done

cat > book/build/index.html <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PlanesForge book</title>
<meta http-equiv="refresh" content="0; url=en/index.html">
<link rel="canonical" href="en/index.html">
</head>
<body>
<p><a href="en/index.html">PlanesForge book (English)</a></p>
<ul>
<li><a href="de/index.html" hreflang="de">Deutsch</a></li>
<li><a href="it/index.html" hreflang="it">Italiano</a></li>
<li><a href="nb/index.html" hreflang="nb">Norsk bokmål</a></li>
<li><a href="el/index.html" hreflang="el">Ελληνικά</a></li>
<li><a href="fr/index.html" hreflang="fr">Français</a></li>
<li><a href="es/index.html" hreflang="es">Español</a></li>
</ul>
</body>
</html>
HTML

if $BUILD_ONLY; then
    exit 0
fi

echo "== checking the generated site"
python3 scripts/check-book.py book/build "${LANGS[@]}"

echo "== the language picker in headless Chromium"
bash scripts/book-browser.sh

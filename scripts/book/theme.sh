#!/usr/bin/env bash
# Write the book's theme with its language picker: a copy of book/theme in
# OUT_DIR whose header.hbs has one link per language of api/locales/ where
# the line holding `pf-languages` stands. The same links as api/build.rs
# writes for the built-in book (the mdBook command line is pointed at the
# copy with MDBOOK_OUTPUT__HTML__THEME; scripts/book/build.sh does that).
# With INDEX, also the site's start page there: book/index.html with one
# item per language but English where its `pf-languages` line stands.
# Usage: scripts/book/theme.sh OUT_DIR [INDEX]
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/languages.sh

OUT=${1:?usage: $0 OUT_DIR [INDEX]}
INDEX=${2:-}
rm -rf "$OUT"
mkdir -p "$OUT"
cp book/theme/* "$OUT/"
LINKS="$OUT/.links"
: >"$LINKS"
while read -r code; do
    name=$(language_name "$code")
    english=$(english_pages "$code" | paste -sd' ' -)
    printf '<a class="pf-lang" hreflang="%s" lang="%s" data-pf-english="%s" href="{{path_to_root}}../%s/index.html"{{#if (eq language "%s")}} aria-current="page"{{/if}}>%s<span class="pf-english" lang="en"> (English)</span></a>\n' \
        "$code" "$code" "$english" "$code" "$code" "$name" >>"$LINKS"
done < <(languages)
if ! grep -q 'pf-languages' book/theme/header.hbs; then
    echo "book/theme/header.hbs has no pf-languages line" >&2
    exit 1
fi
awk -v links="$LINKS" '/pf-languages/ { while ((getline l < links) > 0) print l; next } { print }' \
    book/theme/header.hbs >"$OUT/header.hbs"
rm "$LINKS"

if [ -n "$INDEX" ]; then
    ITEMS=$(mktemp)
    while read -r code; do
        [ "$code" = en ] && continue
        printf '<li><a href="%s/index.html" hreflang="%s" lang="%s">%s</a></li>\n' \
            "$code" "$code" "$code" "$(language_name "$code")" >>"$ITEMS"
    done < <(languages)
    awk -v items="$ITEMS" '/pf-languages/ { while ((getline l < items) > 0) print l; next } { print }' \
        book/index.html >"$INDEX"
    rm "$ITEMS"
fi

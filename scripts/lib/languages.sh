# The languages of PlanesForge: the folders of api/locales/ (the one list;
# api/build.rs reads the same folders). Sourced by the scripts that go
# through every language.

_LANGUAGES_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# languages: every language code, one a line, English (the reference)
# first, then by code (byte order, as api/build.rs sorts them).
languages() {
    local dir
    echo en
    for dir in "$_LANGUAGES_ROOT"/api/locales/*/; do
        dir=${dir%/}
        dir=${dir##*/}
        [ "$dir" = en ] || echo "$dir"
    done | LC_ALL=C sort -u | grep -vx en || true
}

# language_name CODE: the language's name in itself (language-name of
# api/locales/CODE/language.ftl).
language_name() {
    sed -n 's/^language-name *= *//p' "$_LANGUAGES_ROOT/api/locales/$1/language.ftl" | head -n 1
}

# english_pages CODE: the pages (NAME.html) that language CODE's book keeps
# in English: its book/CODE/src/NAME.md links to ../en/NAME.html (the rule
# of api/build.rs and scripts/book/check.py).
english_pages() {
    local code="$1" md stem
    [ "$code" = en ] && return 0
    for md in "$_LANGUAGES_ROOT"/book/en/src/*.md; do
        stem=$(basename "$md" .md)
        if grep -qF "](../en/${stem}.html" "$_LANGUAGES_ROOT/book/$code/src/${stem}.md" 2>/dev/null; then
            echo "${stem}.html"
        fi
    done | LC_ALL=C sort
}

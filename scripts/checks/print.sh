#!/usr/bin/env bash
# The printed sheets as a browser renders them (issue #16), in German and
# Greek: starts the real server (the debug binary, a fresh SQLite file, a
# free loopback port), creates a tournament through the API (a German
# `language` setting, 16 players, round 1 played, round 2 published; and a
# second one of 64 players), and has headless Chromium
#
# 1. dump the DOM of each sheet: the `lang` attribute and the localized
#    words are there (German from the setting, Greek from `?lang=el`
#    beating the setting);
# 2. take a screenshot of each (1280×800 PNG): the file exists and is not
#    blank (dark text on light paper, in the share a page of print has);
# 3. print the 64-player round to PDF (A4): by table on at most 2 pages,
#    by name on at most 3, in the large print type; its 32 match result
#    slips on at most 6 (six to a page);
# 4. the bracket poster of a top 8 (quarterfinals under way): its DOM and
#    screenshot in Greek, and on one landscape page as A4 and as A3;
# 5. print a tournament of names in Han characters, kana, Hangul and
#    Cyrillic to PDF: the Noto CJK font (fonts-noto-cjk) is embedded; and,
#    when api/locales/ja exists, its sheets and slips in Japanese
#    (`?lang=ja`) with the Japanese face;
# 6. lay out the sheets of a tournament with an e-mail address and a
#    200-character name as names as Chromium prints them
#    (scripts/checks/browser/print-layout.mjs): every cell inside the A4 width.
#
# Chromium is Debian's `chromium` package, installed with apt-get when
# missing (as root). The screenshots and PDFs stay in
# <target>/print-check/ to look at. Exits non-zero on any failure; the
# server is stopped on exit.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/server.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/browser.sh"
cd "$(dirname "$0")/../.."

ensure_chromium

TARGET_DIR=$(target_dir)
BIN="$TARGET_DIR/debug/planesforge"
OUT="$TARGET_DIR/print-check"
build_server
rm -rf "$OUT"
mkdir -p "$OUT"
WORK=$(mktemp -d /tmp/planesforge-print.XXXXXX)
SERVER_PID=""
cleanup() {
    stop_test_server
    rm -rf "$WORK"
}
trap cleanup EXIT

start_test_server "$BIN" "$WORK/print.db"

echo "== tournaments through the API"
# Prints three lines: the 16-player tournament's id, the 64-player one's,
# and the top 8's.
python3 - "$BASE" >"$WORK/ids" <<'PY'
import sys

base = sys.argv[1]

sys.path.insert(0, "scripts/lib")
from api_call import caller  # noqa: E402

call = caller(base)

key = call("POST", "/api/v1/organizers", {"name": "Spielhalle"})["api_key"]

def tournament(name, players, language):
    tid = call("POST", "/api/v1/tournaments",
               {"name": name, "language": language, "planned_rounds": 4}, key)["id"]
    call("POST", f"/api/v1/tournaments/{tid}/players/bulk",
         {"players": [{"name": n} for n in players]}, key)
    return tid

def play(tid, n, results):
    call("POST", f"/api/v1/tournaments/{tid}/rounds", {}, key)
    rnd = call("POST", f"/api/v1/tournaments/{tid}/rounds/{n}/publish", {}, key)
    if results:
        for i, p in enumerate(rnd["pairings"]):
            if not p["bye"]:
                w, l, d = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (1, 1, 1)][i % 4]
                call("PUT", f"/api/v1/tournaments/{tid}/rounds/{n}/tables/{p['table']}/result",
                     {"wins": w, "losses": l, "draws": d}, key)

first = ["Jürgen Weiß", "Αλέξανδρος Παπαδόπουλος", "Ærlig Østby", "Chloé Lefèvre",
         "Giulia Bianchi", "José Núñez", "Anna Schmidt", "Νίκος Γεωργίου",
         "Björn Åberg", "Émile Zola", "Lucía Gómez", "Marco Rossi",
         "Sophie Müller", "Δημήτρης Κ.", "Ola Nordmann", "Ana Torres"]
small = tournament("Freitagsturnier im Drachenhort", first, "de")
play(small, 1, True)
play(small, 2, False)
big = tournament("Grand Prix Trial", [f"Spieler Nummer {i:02}" for i in range(1, 65)], None)
play(big, 1, True)
play(big, 2, False)
# Names a store really gets: an e-mail address typed as the name, and a
# 200-character one with no space to break at.
long = tournament("Long names", [
    "friday.night.magic.player.1987@example-store.de",
    "Hubert" + "X" * 194,
] + [f"Player {i:02}" for i in range(1, 15)], None)
play(long, 1, True)
play(long, 2, False)
cut = tournament("Top 8 im Drachenhort", first[:8], None)
call("PATCH", f"/api/v1/tournaments/{cut}", {"planned_rounds": 1}, key)
play(cut, 1, True)
call("POST", f"/api/v1/tournaments/{cut}/top-cut", {"size": 8}, key)
call("POST", f"/api/v1/tournaments/{cut}/rounds/2/publish", {}, key)
for table, games in [(1, (2, 1, 0)), (3, (0, 2, 0))]:
    w, l, d = games
    call("PUT", f"/api/v1/tournaments/{cut}/rounds/2/tables/{table}/result",
         {"wins": w, "losses": l, "draws": d}, key)
# Names in Han characters, kana, Hangul and Cyrillic (fonts-noto-cjk and
# DejaVu draw them); sorted by the fixed order of RULES.md §4 as any other.
cjk = tournament("金曜日の大会", [
    "山田 太郎", "김민준", "Иван Петров", "王小明",
    "佐藤 花子", "이서연", "Ольга Смирнова", "陳美玲",
], None)
play(cjk, 1, True)
play(cjk, 2, False)
print(small)
print(big)
print(long)
print(cut)
print(cjk)
PY
SMALL=$(sed -n 1p "$WORK/ids")
BIG=$(sed -n 2p "$WORK/ids")
LONG=$(sed -n 3p "$WORK/ids")
CUT=$(sed -n 4p "$WORK/ids")
CJK=$(sed -n 5p "$WORK/ids")

CHROME=("$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run
    --disable-background-networking --hide-scrollbars --user-data-dir="$WORK/chrome")

# sheet NAME URL WORD...: DOM dump and screenshot of URL; each WORD must be
# in the DOM.
sheet() {
    local name=$1 url=$2
    shift 2
    "${CHROME[@]}" --dump-dom "$url" >"$OUT/$name.html" 2>"$WORK/chrome.log" ||
        { cat "$WORK/chrome.log" >&2; exit 1; }
    "${CHROME[@]}" --screenshot="$OUT/$name.png" --window-size=1280,800 "$url" \
        >/dev/null 2>>"$WORK/chrome.log" || { cat "$WORK/chrome.log" >&2; exit 1; }
    local word
    for word in "$@"; do
        if ! grep -qF -- "$word" "$OUT/$name.html"; then
            echo "$name: '$word' is not in the rendered page ($OUT/$name.html)" >&2
            exit 1
        fi
    done
    python3 scripts/lib/png_ink.py "$OUT/$name.png"
    echo "$name: ok ($OUT/$name.png)"
}

echo "== German (the tournament's setting) and Greek (?lang=el)"
T="$BASE/api/v1/tournaments/$SMALL"
sheet de-by-name "$T/rounds/2/print?sort=name" \
    '<html lang="de">' 'Runde 2 (Schweizer System, veröffentlicht)' 'Paarungen nach Name' \
    '<th>Spieler</th><th>Bilanz</th><th>Tisch</th><th>Gegner</th>' 'Gedruckt am' \
    'Freitagsturnier im Drachenhort' 'Siege-Niederlagen-Unentschieden'
sheet de-standings "$T/standings/print" \
    '<html lang="de">' 'Rangliste nach Runde 1' '<th>Matchpunkte</th><th>S-N-U</th>'
sheet el-by-table "$T/rounds/2/print?lang=el" \
    '<html lang="el">' 'Γύρος 2 (ελβετικό σύστημα, δημοσιευμένος)' 'Ζευγάρια ανά τραπέζι' \
    '<th>Τραπέζι</th><th>Παίκτης</th><th>Αντίπαλος</th>' 'Εκτυπώθηκε'
sheet el-standings "$T/standings/print?lang=el" \
    '<html lang="el">' 'Κατάταξη μετά τον γύρο 1' '<th>Πόντοι αγώνα</th>'
sheet de-slips "$T/rounds/2/print?sheet=slips" \
    '<html lang="de">' 'Ergebniszettel' '<th>Gewonnene Spiele</th><th>Verlorene Spiele</th>' \
    'Unterschrift: <bdi>' '/p/…'

echo "== 64 players on A4"
B="$BASE/api/v1/tournaments/$BIG"
# pdf NAME URL MAX_PAGES
pdf() {
    "${CHROME[@]}" --no-pdf-header-footer --print-to-pdf="$OUT/$1.pdf" "$2" \
        >/dev/null 2>>"$WORK/chrome.log" || { cat "$WORK/chrome.log" >&2; exit 1; }
    local pages
    pages=$(python3 -c 'import re,sys; print(len(re.findall(rb"/Type\s*/Page[^s]", open(sys.argv[1], "rb").read())))' "$OUT/$1.pdf")
    if [ "$pages" -lt 1 ] || [ "$pages" -gt "$3" ]; then
        echo "$1: $pages pages, expected 1 to $3 ($OUT/$1.pdf)" >&2
        exit 1
    fi
    echo "$1: $pages page(s) ($OUT/$1.pdf)"
}
pdf big-by-table "$B/rounds/2/print" 2
pdf big-by-name "$B/rounds/2/print?sort=name" 3
pdf big-slips "$B/rounds/2/print?sheet=slips" 6

echo "== the bracket poster of a top 8"
C="$BASE/api/v1/tournaments/$CUT"
sheet el-poster "$C/top-cut/print?lang=el" \
    '<html lang="el">' 'Δέντρο του top 8' 'Προημιτελικοί' 'Νικητής' 'Σπορά 1 '
pdf poster-a4 "$C/top-cut/print" 1
pdf poster-a3 "$C/top-cut/print?paper=a3" 1

echo "== Chinese, Japanese, Korean and Russian names on A4"
K="$BASE/api/v1/tournaments/$CJK"
# fonts NAME FACE...: each FACE (a PostScript name's start, e.g.
# NotoSansCJKjp) is a font embedded in NAME.pdf, so no character was left
# without a glyph.
fonts() {
    local name=$1
    shift
    python3 - "$OUT/$name.pdf" "$@" <<'FONTS'
import re, sys
data = open(sys.argv[1], "rb").read()
names = sorted({m.decode() for m in re.findall(rb"/FontName\s*/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)", data)})
missing = [f for f in sys.argv[2:] if not any(n.startswith(f) for n in names)]
if missing:
    sys.exit(f"{sys.argv[1]}: no embedded font {', '.join(missing)} (fonts: {', '.join(names)})")
print(f"{sys.argv[1]}: fonts {', '.join(names)}")
FONTS
}
sheet cjk-by-name "$K/rounds/2/print?sort=name" '<html lang="en">' '山田 太郎' '김민준' 'Иван Петров'
pdf cjk-by-table "$K/rounds/2/print" 1
fonts cjk-by-table NotoSansCJK DejaVuSans
# The sheets in Japanese, once its catalogue is there (api/locales/ja).
if [ -d api/locales/ja ]; then
    sheet ja-by-table "$K/rounds/2/print?lang=ja" '<html lang="ja">' '山田 太郎'
    pdf ja-by-table "$K/rounds/2/print?lang=ja" 1
    fonts ja-by-table NotoSansCJKjp
    pdf ja-slips "$K/rounds/2/print?sheet=slips&lang=ja" 2
    fonts ja-slips NotoSansCJKjp
fi

echo "== long names fit across A4"
L="$BASE/api/v1/tournaments/$LONG"
ensure_playwright "$TARGET_DIR/browser-node" print-layout.mjs
node "$TARGET_DIR/browser-node/print-layout.mjs" \
    "$L/rounds/2/print" "$L/rounds/2/print?sort=name" "$L/standings/print"

if grep -q "panicked" "$WORK/server.log"; then
    echo "the server panicked:" >&2
    grep -A3 "panicked" "$WORK/server.log" >&2
    exit 1
fi
echo "print check: ok"

# Shared by the scripts that drive headless Chromium: book/browser.sh,
# and checks/: print.sh, player-page.sh, screen.sh and a11y.sh.

# shellcheck source=node.sh
source "$(dirname "${BASH_SOURCE[0]}")/node.sh"

# A file of Debian's fonts-noto-cjk (Noto Sans CJK: Chinese, Japanese,
# Korean; the font stacks of the pages name its faces).
CJK_FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

# ensure_chromium: sets and exports CHROMIUM, the browser to run: $CHROMIUM
# when set, else Debian's chromium, installed with apt-get (through sudo
# when not root) when it is missing, with the fonts the pages use (DejaVu
# for Latin, Greek and Cyrillic; Noto CJK).
ensure_chromium() {
    CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
    local need=()
    [ -x "$CHROMIUM" ] || need+=(chromium fonts-dejavu-core)
    [ -f "$CJK_FONT" ] || need+=(fonts-noto-cjk)
    if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "== installing Debian's ${need[*]} (apt-get)"
        local sudo=
        if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            "${need[@]}" >/dev/null
        [ -x "$CHROMIUM" ] || CHROMIUM=/usr/bin/chromium
    fi
    export CHROMIUM
}

# ensure_playwright NODE_DIR SCRIPT...: installs the driver, playwright-core,
# pinned in scripts/checks/browser/package-lock.json, into NODE_DIR with `npm ci`
# (reused while the lock file is unchanged; never committed), and copies
# each scripts/checks/browser/SCRIPT next to its node_modules, where Node resolves
# playwright-core from.
ensure_playwright() {
    local node_dir="$1"
    shift
    npm_ci_pinned scripts/checks/browser "$node_dir"
    local script
    for script in "$@"; do
        cp "scripts/checks/browser/$script" "$node_dir/"
    done
}

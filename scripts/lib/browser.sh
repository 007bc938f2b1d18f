# Shared by the scripts that drive headless Chromium: book/browser.sh,
# and checks/: print.sh, player-page.sh, screen.sh and a11y.sh.

# shellcheck source=node.sh
source "$(dirname "${BASH_SOURCE[0]}")/node.sh"

# ensure_chromium: sets and exports CHROMIUM, the browser to run: $CHROMIUM
# when set, else Debian's chromium, installed with apt-get (through sudo
# when not root) when it is missing.
ensure_chromium() {
    CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
    if [ ! -x "$CHROMIUM" ]; then
        echo "== installing Debian's chromium (apt-get)"
        local sudo=
        if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
            chromium fonts-dejavu-core >/dev/null
        CHROMIUM=/usr/bin/chromium
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

# npm_ci_pinned SRC NODE_DIR: installs the npm packages pinned in
# SRC/package-lock.json into NODE_DIR with `npm ci` (a folder under the
# target directory, never committed), reused while the lock file is
# unchanged. Shared by client-check.sh and, through browser.sh, the
# scripts that drive Chromium.
npm_ci_pinned() {
    local src="$1" node_dir="$2"
    mkdir -p "$node_dir"
    if ! cmp -s "$src/package-lock.json" "$node_dir/package-lock.json" ||
        [ ! -d "$node_dir/node_modules" ]; then
        echo "== npm packages (pinned) in $node_dir"
        rm -rf "$node_dir/node_modules"
        cp "$src/package.json" "$src/package-lock.json" "$node_dir/"
        (cd "$node_dir" && npm ci --no-audit --no-fund --loglevel=error --cache "$node_dir/.npm-cache")
        # The download cache would double the folder; node_modules is what runs.
        rm -rf "$node_dir/.npm-cache"
    fi
}

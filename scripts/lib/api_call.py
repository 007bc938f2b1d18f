"""One JSON request to the API, for the scripts that set up tournaments
through it (checks/print.sh, checks/player-page.sh, checks/fuzz-api.sh). They run
Python from the repository's root: `sys.path.insert(0, "scripts/lib")`."""

import json
import urllib.request


def caller(base):
    """A function call(method, path, body=None, key=None) that sends
    `body` as JSON to base + path (with the organizer's API key as a bearer
    token when given) and returns the JSON answer, or None for an empty
    one. A refusal raises urllib.error.HTTPError."""

    def call(method, path, body=None, key=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(base + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if key:
            req.add_header("Authorization", "Bearer " + key)
        with urllib.request.urlopen(req, timeout=30) as r:
            text = r.read()
        return json.loads(text) if text else None

    return call

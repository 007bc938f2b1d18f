-- Idempotency-Key records (issue 5): the first response to a POST/PUT,
-- replayed for a retry with the same key. `idem_key` is the SHA-256 of the
-- scope and the key, `body` the response encrypted with a keystream of the
-- key (api/src/idempotency.rs), so neither is stored in clear. `status` is
-- NULL while the first request is still running. Rows older than the
-- retention are purged.
CREATE TABLE idempotency_keys (
    scope        TEXT NOT NULL,
    idem_key     TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    status       INTEGER,
    content_type TEXT,
    body         TEXT,
    PRIMARY KEY (scope, idem_key)
);

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

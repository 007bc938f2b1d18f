-- Through what an audit entry's change was made: `api` (an API key or a
-- player code) or `console` (the organizer's console). Entries written
-- before are the API's. Keep in step with the other backend.
ALTER TABLE audit_log ADD COLUMN via TEXT NOT NULL DEFAULT 'api'
    CHECK (via IN ('api', 'console'));

//! The diesel schema, shared by both backends (migrations/postgres and
//! migrations/sqlite create the same tables in each dialect).

diesel::table! {
    organizers (id) {
        id -> Text,
        name -> Text,
        first_key_hash -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    api_keys (id) {
        id -> Text,
        organizer_id -> Text,
        name -> Text,
        scope -> Text,
        key_hash -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    tournaments (id) {
        seq -> BigInt,
        id -> Text,
        organizer_id -> Text,
        name -> Text,
        planned_rounds -> Nullable<Integer>,
        version -> BigInt,
        created_at -> Timestamp,
        status -> Text,
        top_cut -> Nullable<Integer>,
        language -> Nullable<Text>,
        self_reporting -> Bool,
        event_seq -> BigInt,
        round_time_limit_s -> Nullable<Integer>,
        clock_starts_at_publish -> Bool,
        starts_at -> Nullable<Timestamp>,
        time_zone -> Nullable<Text>,
        event_format -> Nullable<Text>,
        location -> Nullable<Text>,
        external_id -> Nullable<Text>,
        metadata -> Nullable<Text>,
    }
}

diesel::table! {
    players (id) {
        id -> Text,
        tournament_id -> Text,
        position -> Integer,
        name -> Text,
        dropped_after_round -> Nullable<Integer>,
        created_at -> Timestamp,
        code_hash -> Nullable<Text>,
        code_nonce -> Nullable<Text>,
        external_id -> Nullable<Text>,
        metadata -> Nullable<Text>,
    }
}

diesel::table! {
    rounds (tournament_id, number) {
        tournament_id -> Text,
        number -> Integer,
        kind -> Text,
        state -> Text,
        warnings -> Text,
        created_at -> Timestamp,
        published_at -> Nullable<Timestamp>,
        completed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    pairings (tournament_id, round_number, table_number) {
        tournament_id -> Text,
        round_number -> Integer,
        table_number -> Integer,
        player_a -> Text,
        player_b -> Nullable<Text>,
        wins -> Nullable<Integer>,
        losses -> Nullable<Integer>,
        draws -> Nullable<Integer>,
        double_loss -> Bool,
    }
}

diesel::table! {
    audit_log (seq) {
        seq -> BigInt,
        tournament_id -> Text,
        at -> Timestamp,
        actor -> Text,
        action -> Text,
        round -> Nullable<Integer>,
        detail -> Text,
        actor_kind -> Text,
        via -> Text,
    }
}

diesel::table! {
    console_sessions (token_hash) {
        token_hash -> Text,
        organizer_id -> Text,
        created_at -> Timestamp,
        last_seen_at -> Timestamp,
        key_id -> Nullable<Text>,
    }
}

diesel::joinable!(console_sessions -> organizers (organizer_id));
diesel::joinable!(console_sessions -> api_keys (key_id));
diesel::joinable!(api_keys -> organizers (organizer_id));
diesel::joinable!(tournaments -> organizers (organizer_id));
diesel::joinable!(players -> tournaments (tournament_id));
diesel::joinable!(rounds -> tournaments (tournament_id));
diesel::joinable!(audit_log -> tournaments (tournament_id));

diesel::allow_tables_to_appear_in_same_query!(
    organizers,
    api_keys,
    console_sessions,
    tournaments,
    players,
    rounds,
    pairings,
    audit_log,
    idempotency_keys,
    match_reports,
);

diesel::table! {
    webhook_endpoints (seq) {
        seq -> BigInt,
        id -> Text,
        organizer_id -> Text,
        tournament_id -> Nullable<Text>,
        url -> Text,
        events -> Text,
        secret -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    webhook_deliveries (seq) {
        seq -> BigInt,
        id -> Text,
        endpoint_id -> Text,
        event -> Text,
        tournament_id -> Text,
        body -> Text,
        state -> Text,
        attempts -> Integer,
        next_attempt_at -> Timestamp,
        created_at -> Timestamp,
    }
}

diesel::table! {
    webhook_attempts (seq) {
        seq -> BigInt,
        delivery_id -> Text,
        endpoint_id -> Text,
        attempt -> Integer,
        status_code -> Nullable<Integer>,
        error -> Nullable<Text>,
        success -> Bool,
        started_at -> Timestamp,
        finished_at -> Timestamp,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    webhook_endpoints,
    webhook_deliveries,
    webhook_attempts,
);

diesel::table! {
    idempotency_keys (scope, idem_key) {
        scope -> Text,
        idem_key -> Text,
        fingerprint -> Text,
        created_at -> Timestamp,
        status -> Nullable<Integer>,
        content_type -> Nullable<Text>,
        body -> Nullable<Text>,
    }
}

diesel::table! {
    match_reports (tournament_id, round_number, table_number) {
        tournament_id -> Text,
        round_number -> Integer,
        table_number -> Integer,
        state -> Text,
        a_result -> Nullable<Text>,
        a_at -> Nullable<Timestamp>,
        b_result -> Nullable<Text>,
        b_at -> Nullable<Timestamp>,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    round_clocks (tournament_id, round_number) {
        tournament_id -> Text,
        round_number -> Integer,
        time_limit_s -> Nullable<Integer>,
        started_at -> Nullable<Timestamp>,
        paused_at -> Nullable<Timestamp>,
        paused_ms -> BigInt,
    }
}

diesel::table! {
    clock_extensions (seq) {
        seq -> BigInt,
        tournament_id -> Text,
        round_number -> Integer,
        table_number -> Nullable<Integer>,
        at -> Timestamp,
        seconds -> Integer,
    }
}

diesel::table! {
    tournament_events (tournament_id, seq) {
        tournament_id -> Text,
        seq -> BigInt,
        event -> Text,
        body -> Text,
        owner_only -> Bool,
        public_body -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::allow_tables_to_appear_in_same_query!(tournaments, tournament_events);

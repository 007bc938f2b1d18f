//! The committed OpenAPI document is the one the code generates.

use std::path::Path;

#[test]
fn committed_openapi_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi/openapi.json");
    let generated = planesforge_api::http::openapi::document_json().expect("document");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != generated {
        if std::env::var("PLANESFORGE_UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
            std::fs::write(&path, &generated).expect("write openapi.json");
        } else {
            panic!(
                "openapi/openapi.json is stale: run `cargo run --bin planesforge -- openapi > openapi/openapi.json` \
                 (or PLANESFORGE_UPDATE_OPENAPI=1 cargo test -p planesforge-tests openapi)"
            );
        }
    }
}

#[test]
fn every_operation_is_documented() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let paths = doc["paths"].as_object().expect("paths");
    let expected = [
        ("/api/v1/organizers", "post"),
        ("/api/v1/organizers/me/key", "post"),
        ("/api/v1/organizers/me/key", "delete"),
        ("/api/v1/organizers/me/keys", "get"),
        ("/api/v1/organizers/me/keys", "post"),
        ("/api/v1/organizers/me/keys/{key_id}", "delete"),
        ("/api/v1/organizers/{id}", "get"),
        ("/api/v1/tournaments", "post"),
        ("/api/v1/tournaments", "get"),
        ("/api/v1/tournaments/{tid}", "get"),
        ("/api/v1/tournaments/{tid}", "patch"),
        ("/api/v1/tournaments/{tid}", "delete"),
        ("/api/v1/tournaments/{tid}/finish", "post"),
        ("/api/v1/tournaments/{tid}/players", "post"),
        ("/api/v1/tournaments/{tid}/players", "get"),
        ("/api/v1/tournaments/{tid}/players/bulk", "post"),
        ("/api/v1/tournaments/{tid}/players/{pid}/drop", "post"),
        ("/api/v1/tournaments/{tid}/players/{pid}", "get"),
        ("/api/v1/tournaments/{tid}/players/{pid}", "patch"),
        ("/api/v1/tournaments/{tid}/players/{pid}/readmit", "post"),
        ("/api/v1/tournaments/{tid}/rounds", "post"),
        ("/api/v1/tournaments/{tid}/rounds", "get"),
        ("/api/v1/tournaments/{tid}/rounds/current", "get"),
        ("/api/v1/tournaments/{tid}/rounds/{n}", "get"),
        ("/api/v1/tournaments/{tid}/rounds/{n}", "delete"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/repair", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/swap-players", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/swap-tables", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/publish", "post"),
        (
            "/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result",
            "put",
        ),
        ("/api/v1/tournaments/{tid}/audit-log", "get"),
        ("/api/v1/tournaments/{tid}/standings", "get"),
        ("/api/v1/tournaments/{tid}/standings/print", "get"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/print", "get"),
        ("/api/v1/tournaments/{tid}/export", "get"),
        ("/api/v1/tournaments/import", "post"),
        ("/api/v1/tournaments/{tid}/top-cut", "post"),
        ("/api/v1/tournaments/{tid}/top-cut", "get"),
        ("/api/v1/tournaments/{tid}/cut-line", "get"),
        ("/api/v1/webhooks", "post"),
        ("/api/v1/webhooks", "get"),
        ("/api/v1/webhooks/{id}", "get"),
        ("/api/v1/webhooks/{id}", "delete"),
        ("/api/v1/webhooks/{id}/deliveries", "get"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/explain", "get"),
        ("/api/v1/tournaments/{tid}/standings/explain", "get"),
        // Slice R's (self-reporting).
        ("/api/v1/me/report", "post"),
        ("/api/v1/me/confirm", "post"),
        ("/api/v1/me/drop", "post"),
        ("/api/v1/tournaments/{tid}/events", "get"),
        ("/healthz", "get"),
        ("/readyz", "get"),
        // Player codes (RULES.md §12).
        ("/api/v1/me", "get"),
        ("/api/v1/tournaments/{tid}/players/{pid}/code", "post"),
        ("/api/v1/tournaments/{tid}/players/codes/print", "get"),
        ("/api/v1/tournaments/{tid}/players/{pid}/code/print", "get"),
        // The round clock and the screen on the wall (RULES.md §13).
        ("/api/v1/tournaments/{tid}/clock-settings", "get"),
        ("/api/v1/tournaments/{tid}/clock-settings", "put"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/clock", "put"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/clock/start", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/clock/pause", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/clock/resume", "post"),
        ("/api/v1/tournaments/{tid}/rounds/{n}/clock/extend", "post"),
        (
            "/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/extension",
            "post",
        ),
        ("/api/v1/tournaments/{tid}/rounds/{n}/screen", "get"),
        // Corrections (issue 23).
        ("/api/v1/tournaments/{tid}/rounds/{n}/unpublish", "post"),
        (
            "/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result",
            "delete",
        ),
        ("/api/v1/tournaments/{tid}/players/{pid}", "delete"),
        ("/api/v1/tournaments/{tid}/reopen", "post"),
        // The bracket poster (issue 23).
        ("/api/v1/tournaments/{tid}/top-cut/print", "get"),
    ];
    for (path, method) in expected {
        assert!(
            paths.get(path).and_then(|p| p.get(method)).is_some(),
            "{method} {path} is not in the OpenAPI document"
        );
    }
    // Operation ids are unique (client generators need that).
    let mut ids: Vec<&str> = paths
        .values()
        .flat_map(|p| p.as_object().expect("path item").values())
        .filter_map(|op| op["operationId"].as_str())
        .collect();
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "duplicate operationId");
    assert_eq!(count, expected.len());
    for name in ["Tournament", "Round", "Player", "Problem", "MatchResult"] {
        let schema = &doc["components"]["schemas"][name];
        assert!(schema.is_object(), "schema {name} missing");
    }
    assert!(doc["components"]["schemas"]["Round"]["example"].is_object());
}

fn collect_refs<'a>(v: &'a serde_json::Value, out: &mut Vec<&'a str>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x.as_str()) {
                    ("$ref", Some(r)) => out.push(r),
                    _ => collect_refs(x, out),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect_refs(x, out)),
        _ => {}
    }
}

/// Every `$ref` names a schema of the document (the `sort` parameter of
/// the round print page pointed at a missing `PrintSort`).
#[test]
fn every_reference_resolves() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let mut refs = Vec::new();
    collect_refs(&doc, &mut refs);
    assert!(!refs.is_empty());
    for r in refs {
        let name = r
            .strip_prefix("#/components/schemas/")
            .unwrap_or_else(|| panic!("unexpected reference {r}"));
        assert!(
            doc["components"]["schemas"][name].is_object(),
            "{r} does not resolve"
        );
    }
}

/// What the middleware and extractors answer is documented on every API
/// operation, and unsigned integers carry their range (a `u32` was an
/// `int32`, so 2³¹ looked invalid yet was accepted).
#[test]
fn common_answers_and_integer_ranges_are_documented() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let paths = doc["paths"].as_object().expect("paths");
    let mut bodies = 0;
    for (path, item) in paths.iter().filter(|(p, _)| p.starts_with("/api/")) {
        for (method, op) in item.as_object().expect("item") {
            let responses = &op["responses"];
            for status in ["400", "429"] {
                let r = &responses[status];
                assert!(
                    r["content"]["application/problem+json"].is_object(),
                    "{method} {path}: {status} missing"
                );
            }
            if op["requestBody"]["content"]["application/json"].is_object() {
                bodies += 1;
                assert!(responses["413"].is_object(), "{method} {path}: 413");
                if op["operationId"] != "import_tournament" {
                    assert!(responses["415"].is_object(), "{method} {path}: 415");
                }
            }
            if method == "post" || method == "put" {
                let key = op["parameters"]
                    .as_array()
                    .expect("parameters")
                    .iter()
                    .find(|p| p["name"] == "Idempotency-Key")
                    .expect("Idempotency-Key");
                assert_eq!(key["schema"]["pattern"], "^[!-~]{16,255}$");
            }
        }
    }
    assert!(bodies >= 10, "{bodies}");
    let list = &paths["/api/v1/tournaments"]["get"]["parameters"];
    let param = |name: &str| {
        list.as_array()
            .expect("parameters")
            .iter()
            .find(|p| p["name"] == name)
            .expect("parameter")["schema"]
            .clone()
    };
    assert_eq!(param("limit")["minimum"], 1);
    assert_eq!(param("limit")["maximum"], u64::from(u32::MAX));
    assert_eq!(param("cursor")["pattern"], "^[0-9]{1,18}$");
    let result = &doc["components"]["schemas"]["MatchResult"]["properties"];
    assert_eq!(result["wins"]["minimum"], 0, "{result}");
    assert_eq!(result["wins"]["maximum"], 2, "{result}");
    assert_eq!(result["draws"]["maximum"], 3, "{result}");
    assert_eq!(result["draws"]["format"], "int64", "{result}");
    let events = &doc["components"]["schemas"]["NewWebhook"]["properties"]["events"];
    assert_eq!(events["minItems"], 1, "{events}");
    let event = &doc["components"]["schemas"]["WebhookEvent"];
    assert_eq!(
        event["x-extensible-enum"],
        serde_json::json!([
            "round.published",
            "round.completed",
            "standings.updated",
            "tournament.finished",
            "tournament.updated",
            "tournament.deleted",
            "top_cut.created",
            "player.added",
            "player.dropped",
            "player.readmitted",
            "player.renamed",
            "round.repaired",
            "round.deleted",
            "result.reported",
            "result.disputed",
            "clock.started",
            "clock.paused",
            "clock.resumed",
            "clock.extended",
            "round.unpublished",
            "player.removed",
            "tournament.reopened",
            "round.created",
            "round.changed"
        ]),
        "{event}"
    );
}

/// What a client generator builds on (issue 17; the Redocly lint in
/// scripts/checks/client.sh checks the rest): every operation has a
/// summary and a description, says whether it needs a key (`security: []`
/// when public), lists at least one 4xx answer, and has an example for its
/// request body and each 2xx body (on the media type or on the schema it
/// references); the document names a relative server and an SPDX licence.
#[test]
fn every_operation_is_ready_for_client_generators() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    assert_eq!(doc["servers"][0]["url"], "/", "{}", doc["servers"]);
    assert_eq!(doc["info"]["license"]["identifier"], "MIT");
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    let has_example = |media: &serde_json::Value| -> bool {
        if media.get("example").is_some() || media.get("examples").is_some() {
            return true;
        }
        let schema = &media["schema"];
        if schema.get("example").is_some() || schema.get("examples").is_some() {
            return true;
        }
        schema["$ref"]
            .as_str()
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .and_then(|name| schemas.get(name))
            .is_some_and(|s| s.get("example").is_some() || s.get("examples").is_some())
    };
    let mut missing = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("item") {
            let at = format!("{} {path}", method.to_uppercase());
            for field in ["summary", "description", "operationId"] {
                if op[field].as_str().is_none_or(str::is_empty) {
                    missing.push(format!("{at}: {field}"));
                }
            }
            if op["summary"].as_str().is_some_and(|s| s.contains('\n')) {
                missing.push(format!("{at}: a one-line summary"));
            }
            let Some(security) = op["security"].as_array() else {
                missing.push(format!("{at}: security (`[]` when public)"));
                continue;
            };
            if !security.is_empty() && !op["responses"]["401"].is_object() {
                missing.push(format!("{at}: 401 for a key it requires"));
            }
            let responses = op["responses"].as_object().expect("responses");
            if !responses.keys().any(|s| s.starts_with('4')) {
                missing.push(format!("{at}: a 4xx answer"));
            }
            for (status, response) in responses {
                if !status.starts_with('2') {
                    continue;
                }
                for (media_type, media) in response["content"].as_object().into_iter().flatten() {
                    if !has_example(media) {
                        missing.push(format!("{at}: example of {status} {media_type}"));
                    }
                }
            }
            for (media_type, media) in op["requestBody"]["content"]
                .as_object()
                .into_iter()
                .flatten()
            {
                if !has_example(media) {
                    missing.push(format!("{at}: example of the {media_type} request"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// States, kinds and codes are closed lists (`enum`) in the schemas, so a
/// generated client gets unions rather than free strings.
#[test]
fn states_kinds_and_codes_are_enums() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let schemas = &doc["components"]["schemas"];
    let enum_of = |schema: &str, property: &str| -> Vec<String> {
        let mut p = &schemas[schema]["properties"][property];
        if let Some(items) = p.get("items") {
            p = items;
        }
        // `Option<…>` is a oneOf of null and the reference.
        let reference = p["$ref"].as_str().map(str::to_owned).or_else(|| {
            p["oneOf"]
                .as_array()
                .and_then(|a| a.iter().find_map(|x| x["$ref"].as_str().map(str::to_owned)))
        });
        let target = match &reference {
            Some(r) => &schemas[r.trim_start_matches("#/components/schemas/")],
            None => p,
        };
        // An open enum lists its known values in `x-extensible-enum`.
        target
            .get("enum")
            .or_else(|| target.get("x-extensible-enum"))
            .and_then(serde_json::Value::as_array)
            .unwrap_or_else(|| panic!("{schema}.{property} is not an enum: {p}"))
            .iter()
            .map(|v| v.as_str().expect("string").to_owned())
            .collect()
    };
    let states = ["pairing", "published", "completed"];
    assert_eq!(enum_of("Round", "state"), states);
    assert_eq!(enum_of("PlayoffRoundView", "state"), states);
    assert_eq!(enum_of("DocumentRound", "state"), states);
    assert_eq!(enum_of("Round", "kind"), ["swiss", "playoff"]);
    assert_eq!(enum_of("DocumentRound", "kind"), ["swiss", "playoff"]);
    assert_eq!(
        enum_of("Tournament", "status"),
        ["registration", "swiss", "top_cut", "finished"]
    );
    assert_eq!(
        enum_of("Warning", "code"),
        [
            "rematch",
            "second_bye",
            "cut_not_recommended",
            "later_rounds_not_repaired"
        ]
    );
    assert_eq!(enum_of("PlayerWarning", "code"), ["duplicate_name"]);
    assert_eq!(
        enum_of("CutLineEntry", "status"),
        [
            "locked",
            "draw_is_safe",
            "win_and_in",
            "tiebreakers_decide",
            "out"
        ]
    );
    assert_eq!(enum_of("Health", "status"), ["ok", "ready"]);
    assert!(enum_of("DeliveryAttempt", "event").contains(&"round.published".to_owned()));
    assert!(enum_of("Webhook", "events").contains(&"tournament.finished".to_owned()));
}

/// Frontend developers cannot open RULES.md: the document's descriptions
/// cite the book (`/book/en/…`), and every cited book page exists.
#[test]
fn descriptions_cite_the_book_not_the_source() {
    let generated = planesforge_api::http::openapi::document_json().expect("document");
    assert!(
        !generated.contains("RULES.md"),
        "an OpenAPI description cites RULES.md; link the book page instead"
    );
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join("../book/en/src");
    let mut cited = 0;
    for (at, _) in generated.match_indices("(/book/en/") {
        let rest = &generated[at + "(/book/en/".len()..];
        let page = rest
            .split(['#', ')'])
            .next()
            .expect("a page")
            .trim_end_matches(".html");
        assert!(
            book.join(format!("{page}.md")).is_file(),
            "the document links the book page {page}, which does not exist"
        );
        cited += 1;
    }
    assert!(cited > 10, "the descriptions link the book ({cited} links)");
}

/// Messages people read (errors, pages) name book pages in their language,
/// never a source file.
#[test]
fn catalogue_messages_cite_the_book_not_the_source() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../api/locales");
    for lang in planesforge_api::i18n::Lang::ALL.map(|l| l.code()) {
        let text = std::fs::read_to_string(locales.join(lang).join("main.ftl")).expect("catalogue");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            assert!(!line.contains("RULES.md"), "{lang}: {line}");
            if let Some(at) = line.find("/book/") {
                assert!(
                    line[at..].starts_with(&format!("/book/{lang}/")),
                    "{lang} links another language's book: {line}"
                );
            }
        }
    }
}

/// Every instant the document names (`at`, `server_time`, `…_at` but a
/// tournament's `starts_at`), in `v` and below it, that lacks
/// `format: date-time`.
fn instants_without_format(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::Object(props)) = map.get("properties") {
                for (name, p) in props {
                    let instant = name == "at"
                        || name == "server_time"
                        || (name.ends_with("_at") && name != "starts_at");
                    if instant && p.get("$ref").is_none() && p["format"] != "date-time" {
                        out.push(name.clone());
                    }
                }
            }
            map.values().for_each(|x| instants_without_format(x, out));
        }
        serde_json::Value::Array(items) => {
            items.iter().for_each(|x| instants_without_format(x, out))
        }
        _ => {}
    }
}

#[test]
fn languages_rate_limits_and_instants_are_documented() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let mut missing = Vec::new();
    instants_without_format(&doc, &mut missing);
    assert!(
        missing.is_empty(),
        "instants without date-time: {missing:?}"
    );
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("item") {
            let params = op["parameters"].as_array().expect("parameters");
            for (name, place) in [("lang", "query"), ("Accept-Language", "header")] {
                assert!(
                    params.iter().any(|p| p["name"] == name && p["in"] == place),
                    "{method} {path} lacks {name}"
                );
            }
            for (status, r) in op["responses"].as_object().expect("responses") {
                assert!(
                    r["headers"]["PlanesForge-Version"].is_object(),
                    "{method} {path} {status} lacks PlanesForge-Version"
                );
                if status == "201" {
                    assert!(
                        r["headers"]["Location"].is_object(),
                        "{method} {path} lacks Location"
                    );
                }
                if !path.starts_with("/api/") {
                    continue;
                }
                for h in ["RateLimit", "RateLimit-Policy"] {
                    assert!(
                        r["headers"][h].is_object(),
                        "{method} {path} {status} lacks {h}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_document_has_the_crates_version() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    assert_eq!(doc["info"]["version"], env!("CARGO_PKG_VERSION"));
}

#[test]
fn problem_codes_are_an_open_enum() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let code = &doc["components"]["schemas"]["Problem"]["properties"]["code"];
    let any_of = code["anyOf"].as_array().expect("anyOf");
    let known = any_of[0]["enum"].as_array().expect("the known codes");
    assert!(known.iter().any(|c| c == "tournament_not_found"));
    assert_eq!(&code["x-extensible-enum"], &any_of[0]["enum"]);
    // A code added later still validates.
    let root = serde_json::json!({"$ref": "#/components/schemas/Problem",
        "components": doc["components"]});
    let v = jsonschema::validator_for(&root).expect("schema");
    let problem = serde_json::json!({"type": "about:blank", "title": "t", "status": 409,
        "code": "a_code_from_the_future", "detail": "d"});
    assert!(
        v.is_valid(&problem),
        "{:?}",
        v.iter_errors(&problem)
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
    );
    // Closed enums stay closed.
    assert!(doc["components"]["schemas"]["TournamentStatus"]["enum"].is_array());
}

/// Event names and audit actions are open as the error codes: the known
/// values listed (also as `x-extensible-enum`), any other string valid.
#[test]
fn event_names_and_audit_actions_are_open_enums() {
    let doc = serde_json::to_value(planesforge_api::http::openapi::document()).expect("json");
    let schemas = &doc["components"]["schemas"];
    let events: Vec<&str> = planesforge_api::worker::Event::ALL
        .iter()
        .map(|e| e.as_str())
        .collect();
    for (name, known, example) in [
        ("WebhookEvent", events.clone(), "round.published"),
        (
            "AuditAction",
            schemas["KnownAuditEntry"]["discriminator"]["mapping"]
                .as_object()
                .expect("mapping")
                .keys()
                .map(String::as_str)
                .collect(),
            "result_corrected",
        ),
    ] {
        let schema = &schemas[name];
        assert!(schema.get("enum").is_none(), "{name} is still closed");
        let any_of = schema["anyOf"].as_array().expect("anyOf");
        let listed: Vec<&str> = any_of[0]["enum"]
            .as_array()
            .expect("the known values")
            .iter()
            .map(|v| v.as_str().expect("a string"))
            .collect();
        let mut sorted = listed.clone();
        sorted.sort_unstable();
        let mut expected = known.clone();
        expected.sort_unstable();
        assert_eq!(sorted, expected, "{name}");
        assert_eq!(schema["x-extensible-enum"], any_of[0]["enum"], "{name}");
        let root = serde_json::json!({"$ref": format!("#/components/schemas/{name}"),
            "components": doc["components"]});
        let v = jsonschema::validator_for(&root).expect("schema");
        for value in [example, "a_value_from_the_future", "tournament.moved"] {
            assert!(v.is_valid(&serde_json::json!(value)), "{name}: {value}");
        }
        assert!(!v.is_valid(&serde_json::json!(7)), "{name}");
    }
}

//! What the middleware and extractors add to every operation, written into
//! the OpenAPI document after the handlers' paths are collected: the
//! `Idempotency-Key` header on `POST`/`PUT`/`PATCH`/`DELETE` (with its `409` and `422`
//! answers), the `401` of a missing or unknown API key where one is
//! required (so the handlers need not repeat it), the `400` of a malformed
//! path, query or header, the `413`/`415` of a request body (media type,
//! `Content-Encoding`), the `429` of the rate limit, the `500` and `503`
//! of a failing server or database on every `/api/` operation, and the
//! `403` of a key's scope or a player's code on every write; and the ranges of unsigned
//! integers as `minimum`/`maximum` (utoipa's `uint32` formats are not
//! standard: a `u32` becomes an `int64` from 0 to 2³²−1, so validators and
//! client generators see its range).

use utoipa::Number;
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{Operation, ParameterBuilder, ParameterIn};
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayItems, KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type,
};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Required};

fn problem(description: &str) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/problem+json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("Problem")))
                .build(),
        )
        .build()
}

fn add_response(op: &mut Operation, status: &str, description: &str) {
    let responses = &mut op.responses.responses;
    if !responses.contains_key(status) {
        responses.insert(status.to_owned(), problem(description).into());
    }
}

/// Adds answer `status` with `description`, or, when the operation
/// already documents that status, names `code` in its description too
/// (unless it does already).
fn add_code(op: &mut Operation, status: &str, code: &str, description: &str) {
    match op.responses.responses.get_mut(status) {
        Some(RefOr::T(r)) => {
            if !r.description.contains(code) {
                r.description = format!("{}; {description}", r.description);
            }
        }
        Some(RefOr::Ref(_)) => {}
        None => add_response(op, status, description),
    }
}

fn idempotent(op: &mut Operation) {
    let param = ParameterBuilder::new()
        .name("Idempotency-Key")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some(
            "Makes a retry safe: the same key with the same request returns the first \
             successful response (`Idempotent-Replayed: true`) and writes nothing again; \
             a response that holds a new API key is never replayed (`409 \
             idempotency_replay_withheld`). 16–255 visible ASCII characters; use a UUID. \
             Kept 24 h by default.",
        ))
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(16))
                .max_length(Some(255))
                .pattern(Some("^[!-~]{16,255}$")),
        ))
        .build();
    op.parameters.get_or_insert_with(Vec::new).push(param);
    add_response(
        op,
        "409",
        "`idempotency_in_progress`: a request with this Idempotency-Key is still running \
         (or a conflict with the tournament's state)",
    );
    add_response(
        op,
        "422",
        "`idempotency_key_reused`: this Idempotency-Key was used with another request",
    );
}

/// The answers every `/api/` operation can give before its handler runs
/// (or whatever it does): `write` for the methods that change something,
/// `me` for the player's own operations (`/api/v1/me…`).
fn common(op: &mut Operation, write: bool, me: bool) {
    let secured = op.security.as_ref().is_some_and(|s| !s.is_empty());
    if secured {
        add_response(op, "401", "No or unknown API key");
    } else if !me {
        // A public operation needs no key, but a key sent is checked: a
        // client learns that its key is wrong or revoked.
        add_response(
            op,
            "401",
            "`unauthorized`: the API key sent is unknown or revoked (a public operation \
             needs none; send none rather than a wrong one)",
        );
    }
    if secured && write && !me {
        add_code(
            op,
            "403",
            "insufficient_scope",
            "`insufficient_scope`: the API key's scope does not allow this operation",
        );
    }
    if write && !me {
        add_code(
            op,
            "403",
            "player_code_forbidden",
            "`player_code_forbidden`: a player's code (`Authorization: Player …`) writes only \
             under `/api/v1/me`",
        );
    }
    add_response(
        op,
        "500",
        "`internal_error`: something failed in the server (logged with the request's \
         `X-Request-Id`); nothing was changed",
    );
    add_response(
        op,
        "503",
        "`database_unavailable`: no database connection in time; `storage_unavailable`: the \
         database cannot write (a full disk), with `Retry-After`. Retry later",
    );
    add_response(
        op,
        "400",
        "A malformed request: path or query parameter (`invalid_path`, `invalid_query`, \
         `invalid_cursor`), header (`invalid_idempotency_key`) or JSON syntax (`malformed_json`)",
    );
    if let Some(body) = &op.request_body {
        if body.content.contains_key("application/json") {
            add_response(
                op,
                "413",
                "`payload_too_large`: the body is larger than the limit",
            );
        }
        if op.operation_id.as_deref() == Some("import_tournament") {
            add_response(
                op,
                "415",
                "`unsupported_content_encoding`: the body's `Content-Encoding` is not one of \
                 identity, gzip, deflate, br, zstd (see `Accept-Encoding`)",
            );
        } else {
            add_response(
                op,
                "415",
                "`unsupported_media_type`: the body is not `application/json`; or \
                 `unsupported_content_encoding`: its `Content-Encoding` is not one of identity, \
                 gzip, deflate, br, zstd (see `Accept-Encoding`)",
            );
        }
    }
    op.responses
        .responses
        .entry("429".to_owned())
        .or_insert_with(|| rate_limited().into());
}

/// The `429` of the rate limit, with its headers. `RateLimit` and
/// `RateLimit-Policy` come with every answer of a limited `/api/`
/// operation: [`complete`] states them on the other answers too.
fn rate_limited() -> utoipa::openapi::Response {
    let mut response = problem(
        "`rate_limited`: too many requests for this API key or address; see `Retry-After`. \
         Every answer of a limited server carries `RateLimit` and `RateLimit-Policy` \
         (draft-ietf-httpapi-ratelimit-headers).",
    );
    let header = |schema_type: Type, description: &str| {
        HeaderBuilder::new()
            .schema(ObjectBuilder::new().schema_type(schema_type))
            .description(Some(description))
            .build()
    };
    for (name, h) in [
        (
            "Retry-After",
            header(
                Type::Integer,
                "Whole seconds until a request of this client is admitted again.",
            ),
        ),
        (
            "RateLimit",
            header(
                Type::String,
                "Where this client stands, e.g. `\"burst\";r=0;t=25`: `r` requests left now, \
                 `t` seconds until the whole burst is back.",
            ),
        ),
        (
            "RateLimit-Policy",
            header(
                Type::String,
                "The limit, e.g. `\"burst\";q=200;w=10`: bursts of `q` requests, refilled in \
                 `w` seconds (`PLANESFORGE_RATE_BURST`, `PLANESFORGE_RATE_LIMIT`).",
            ),
        ),
    ] {
        response.headers.insert(name.to_owned(), h);
    }
    response
}

/// The range of an unsigned integer format, or `None`.
fn unsigned_max(format: &SchemaFormat) -> Option<u64> {
    match format {
        SchemaFormat::KnownFormat(KnownFormat::UInt8) => Some(u8::MAX.into()),
        SchemaFormat::KnownFormat(KnownFormat::UInt16) => Some(u16::MAX.into()),
        SchemaFormat::KnownFormat(KnownFormat::UInt32) => Some(u32::MAX.into()),
        SchemaFormat::KnownFormat(KnownFormat::UInt64) => Some(u64::MAX),
        _ => None,
    }
}

/// States the range of every unsigned integer in `schema` and below it.
fn bound_integers(schema: &mut RefOr<Schema>) {
    let RefOr::T(schema) = schema else {
        return;
    };
    match schema {
        Schema::Object(o) => {
            if let Some(max) = o.format.as_ref().and_then(unsigned_max) {
                if o.minimum.is_none() {
                    o.minimum = Some(Number::UInt(0));
                }
                if o.maximum.is_none() {
                    o.maximum =
                        Some(usize::try_from(max).map_or(Number::Float(max as f64), Number::UInt));
                }
                // A standard format that holds the range (none holds a u64).
                o.format = (max <= u64::from(u32::MAX))
                    .then_some(SchemaFormat::KnownFormat(KnownFormat::Int64));
            }
            for p in o.properties.values_mut() {
                bound_integers(p);
            }
            if let Some(AdditionalProperties::RefOr(r)) = o.additional_properties.as_deref_mut() {
                bound_integers(r);
            }
        }
        Schema::Array(a) => {
            if let ArrayItems::RefOrSchema(items) = &mut a.items {
                bound_integers(items);
            }
        }
        Schema::OneOf(c) => c.items.iter_mut().for_each(bound_integers),
        Schema::AllOf(c) => c.items.iter_mut().for_each(bound_integers),
        Schema::AnyOf(c) => c.items.iter_mut().for_each(bound_integers),
        _ => {}
    }
}

fn bound_operation(op: &mut Operation) {
    for p in op.parameters.iter_mut().flatten() {
        if let Some(s) = &mut p.schema {
            bound_integers(s);
        }
    }
    if let Some(body) = &mut op.request_body {
        for c in body.content.values_mut() {
            if let Some(s) = &mut c.schema {
                bound_integers(s);
            }
        }
    }
    for r in op.responses.responses.values_mut() {
        if let RefOr::T(r) = r {
            for c in r.content.values_mut() {
                if let Some(s) = &mut c.schema {
                    bound_integers(s);
                }
            }
        }
    }
}

/// Adds the headers and answers of the middleware and extractors, and
/// the ranges of unsigned integers.
pub fn annotate(api: &mut OpenApi) {
    for (path, item) in api.paths.paths.iter_mut() {
        let ops = [
            &mut item.get,
            &mut item.post,
            &mut item.put,
            &mut item.patch,
            &mut item.delete,
        ];
        for op in ops.into_iter().flatten() {
            bound_operation(op);
            // A public operation says so (`security: []`): a generator then
            // knows it needs no key, rather than guessing from an absent
            // requirement.
            if op.security.is_none() {
                op.security = Some(Vec::new());
            }
        }
        if !path.starts_with("/api/") {
            // The health checks have no body, but the decoding middleware
            // refuses an unknown `Content-Encoding` on every request.
            for op in [&mut item.get].into_iter().flatten() {
                add_response(
                    op,
                    "415",
                    "`unsupported_content_encoding`: the request's `Content-Encoding` is not one \
                     of identity, gzip, deflate, br, zstd (see `Accept-Encoding`)",
                );
            }
            continue;
        }
        let me = path.starts_with("/api/v1/me");
        if let Some(op) = &mut item.get {
            common(op, false, me);
        }
        for op in [
            &mut item.post,
            &mut item.put,
            &mut item.patch,
            &mut item.delete,
        ]
        .into_iter()
        .flatten()
        {
            idempotent(op);
            common(op, true, me);
        }
    }
    if let Some(components) = &mut api.components {
        for s in components.schemas.values_mut() {
            bound_integers(s);
        }
        // Every error code the API can answer with (`Code::ALL`), sorted.
        if let Some(RefOr::T(Schema::Object(problem))) = components.schemas.get_mut("Problem")
            && let Some(RefOr::T(Schema::Object(code))) = problem.properties.get_mut("code")
        {
            let mut codes: Vec<&str> = crate::service::Code::ALL
                .iter()
                .map(|c| c.as_str())
                .collect();
            codes.sort_unstable();
            code.enum_values = Some(codes.into_iter().map(Into::into).collect());
        }
    }
}

/// Makes the string enum `schema` open: `anyOf` the known values and any
/// string, so a generated client keeps a value added later instead of
/// failing on it (the integration guide's compatibility section names the
/// open enums). The known values stay listed, also as
/// `x-extensible-enum`.
fn open_enum(schema: &mut serde_json::Value) {
    let Some(map) = schema.as_object_mut() else {
        return;
    };
    let Some(values) = map.remove("enum") else {
        return;
    };
    map.remove("type");
    map.insert("x-extensible-enum".to_owned(), values.clone());
    map.insert(
        "anyOf".to_owned(),
        serde_json::json!([{"type": "string", "enum": values}, {"type": "string"}]),
    );
}

/// The properties that hold an instant (RFC 3339, UTC, milliseconds):
/// `at`, `server_time` and every `…_at` but `starts_at` (a tournament's
/// start as the organizer wrote it, which may be a local time).
fn is_instant(name: &str) -> bool {
    name == "at" || name == "server_time" || (name.ends_with("_at") && name != "starts_at")
}

/// Whether `schema` is a string, or a string or `null`.
fn is_string(schema: &serde_json::Value) -> bool {
    match schema.get("type") {
        Some(serde_json::Value::String(t)) => t == "string",
        Some(serde_json::Value::Array(ts)) => ts.iter().any(|t| t == "string"),
        _ => false,
    }
}

/// States `format: date-time` on every instant in `v` and below it.
fn date_times(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::Object(props)) = map.get_mut("properties") {
                for (name, p) in props.iter_mut() {
                    if is_instant(name) && is_string(p) && p.get("format").is_none() {
                        p["format"] = "date-time".into();
                    }
                }
            }
            map.values_mut().for_each(date_times);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(date_times),
        _ => {}
    }
}

/// The language parameters every operation takes (its errors, and
/// whatever else it words, are in the language asked for).
fn language_parameters() -> [serde_json::Value; 2] {
    [
        serde_json::json!({"name": "lang", "in": "query", "required": false,
            "description": "The language of the answer's text (errors' `title` and `detail`, \
                and whatever else the operation words): `en`, `de`, `it`, `nb`, `el`, `fr` or \
                `es`; wins over `Accept-Language`; anything else is passed over.",
            "schema": {"type": "string"}}),
        serde_json::json!({"name": "Accept-Language", "in": "header", "required": false,
            "description": "Preferred languages, with q-values (when `lang` is not given).",
            "schema": {"type": "string"}}),
    ]
}

/// The headers of the rate limit, on every answer of an `/api/` operation.
fn rate_limit_headers() -> serde_json::Value {
    serde_json::json!({
        "RateLimit": {"description": "Where this client stands (`\"burst\";r=…;t=…`); sent \
            when the server limits requests.", "schema": {"type": "string"}},
        "RateLimit-Policy": {"description": "The limit (`\"burst\";q=…;w=…`); sent when the \
            server limits requests.", "schema": {"type": "string"}},
    })
}

/// A header of an answer: `schema` a string, `description`.
fn string_header(description: &str) -> serde_json::Value {
    serde_json::json!({"description": description, "schema": {"type": "string"}})
}

/// The headers of conditional reads and retried writes on operation `op`:
/// where a `304` is possible, the `If-None-Match` parameter and the `ETag`
/// of the `200` and the `304`; where an `Idempotency-Key` is taken,
/// `Idempotent-Replayed` on every success; `Retry-After` on every `429`
/// and `503`.
fn conditional_and_replay(op: &mut serde_json::Value) {
    let has_param = |op: &serde_json::Value, name: &str| {
        op["parameters"].as_array().is_some_and(|ps| {
            ps.iter().any(|p| {
                p["in"] == "header"
                    && p["name"]
                        .as_str()
                        .is_some_and(|n| n.eq_ignore_ascii_case(name))
            })
        })
    };
    let conditional = op["responses"].get("304").is_some();
    let idempotent = has_param(op, "Idempotency-Key");
    if conditional
        && !has_param(op, "If-None-Match")
        && let Some(params) = op["parameters"].as_array_mut()
    {
        params.push(serde_json::json!({"name": "If-None-Match", "in": "header",
            "required": false, "description": "The `ETag` of an earlier answer (or several, \
                comma-separated): `304` without a body while it is still current (the book: \
                /book/en/integration.html#etag).", "schema": {"type": "string"}}));
    }
    let Some(responses) = op["responses"].as_object_mut() else {
        return;
    };
    for (status, r) in responses.iter_mut() {
        if r.get("$ref").is_some() {
            continue;
        }
        let Some(h) = r
            .as_object_mut()
            .map(|o| o.entry("headers").or_insert_with(|| serde_json::json!({})))
            .and_then(serde_json::Value::as_object_mut)
        else {
            continue;
        };
        if conditional && (status == "200" || status == "304") {
            h.entry("ETag").or_insert_with(|| {
                string_header(
                    "The tag of this answer's content: send it as `If-None-Match` to be \
                     answered `304` while it is unchanged.",
                )
            });
        }
        if idempotent && status.starts_with('2') {
            h.entry("Idempotent-Replayed").or_insert_with(|| {
                string_header(
                    "`true` when this is the stored answer of an earlier request with the \
                     same `Idempotency-Key` (nothing was written again); absent otherwise.",
                )
            });
        }
        if status == "429" || status == "503" {
            h.entry("Retry-After").or_insert_with(|| {
                serde_json::json!({"description": "Whole seconds to wait before retrying \
                    (with `429`, and with `503 storage_unavailable`).",
                    "schema": {"type": "integer"}})
            });
        }
    }
}

/// What the document states on every operation and schema, written on the
/// JSON document: `format: date-time` on instants, `lang` and
/// `Accept-Language` on every operation, `PlanesForge-Version` on every
/// answer, `Location` on every `201`, the rate limit's headers on every answer of an `/api/`
/// operation, the headers of conditional reads and retries
/// ([`conditional_and_replay`]).
pub fn complete(doc: &mut serde_json::Value) {
    if let Some(components) = doc.get_mut("components") {
        date_times(components);
        // The open enums (the integration guide's compatibility section):
        // error codes, event names, audit actions.
        open_enum(&mut components["schemas"]["Problem"]["properties"]["code"]);
        open_enum(&mut components["schemas"]["WebhookEvent"]);
        open_enum(&mut components["schemas"]["AuditAction"]);
    }
    let Some(paths) = doc
        .get_mut("paths")
        .and_then(serde_json::Value::as_object_mut)
    else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for op in item.values_mut() {
            date_times(op);
            let params = op.as_object_mut().map(|o| {
                o.entry("parameters")
                    .or_insert_with(|| serde_json::json!([]))
            });
            if let Some(serde_json::Value::Array(params)) = params {
                for p in language_parameters() {
                    let taken = params
                        .iter()
                        .any(|q| q["name"] == p["name"] && q["in"] == p["in"]);
                    if !taken {
                        params.push(p);
                    }
                }
            }
            conditional_and_replay(op);
            let limited = path.starts_with("/api/");
            if let Some(responses) = op
                .get_mut("responses")
                .and_then(serde_json::Value::as_object_mut)
            {
                for (status, r) in responses.iter_mut() {
                    if r.get("$ref").is_some() {
                        continue;
                    }
                    let headers = r
                        .as_object_mut()
                        .map(|o| o.entry("headers").or_insert_with(|| serde_json::json!({})));
                    let Some(serde_json::Value::Object(h)) = headers else {
                        continue;
                    };
                    // Every 201 is made by `routes::created`, with the
                    // new resource's address.
                    if status == "201" {
                        h.entry("Location").or_insert_with(|| {
                            serde_json::json!({"description": "The address of what was \
                                created.", "schema": {"type": "string"}})
                        });
                    }
                    h.entry("PlanesForge-Version").or_insert_with(|| {
                        serde_json::json!({"description": "The server's version (the \
                            document's `info.version`).", "schema": {"type": "string"}})
                    });
                    if let (true, serde_json::Value::Object(rl)) = (limited, rate_limit_headers()) {
                        for (k, v) in rl {
                            h.entry(k).or_insert(v);
                        }
                    }
                }
            }
        }
    }
}

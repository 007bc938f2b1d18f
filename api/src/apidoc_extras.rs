//! What the integration middleware adds to every operation, written into
//! the OpenAPI document after the handlers' paths are collected: the
//! `Idempotency-Key` header on `POST`/`PUT` (with its `409` and `422`
//! answers) and the `429` of the rate limit on every `/api/` operation.

use utoipa::openapi::path::{Operation, ParameterBuilder, ParameterIn};
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, Required};

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

fn idempotent(op: &mut Operation) {
    let param = ParameterBuilder::new()
        .name("Idempotency-Key")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some(
            "Makes a retry safe: the same key with the same request returns the first \
             successful response (`Idempotent-Replayed: true`) and writes nothing again. \
             1–255 visible ASCII characters; use a UUID. Kept 24 h by default.",
        ))
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(255)),
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

/// Adds the headers and answers of the integration middleware.
pub fn annotate(api: &mut OpenApi) {
    for (path, item) in api.paths.paths.iter_mut() {
        if !path.starts_with("/api/") {
            continue;
        }
        for op in [&mut item.post, &mut item.put].into_iter().flatten() {
            idempotent(op);
        }
        for op in [
            &mut item.get,
            &mut item.post,
            &mut item.put,
            &mut item.delete,
        ]
        .into_iter()
        .flatten()
        {
            add_response(
                op,
                "429",
                "`rate_limited`: too many requests for this API key or address; see `Retry-After`",
            );
        }
    }
}

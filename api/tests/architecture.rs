//! The floors of the `api` crate (ARCHITECTURE.md): every module belongs to
//! one layer, and a module may import only its own layer and the layers
//! below it. Framework crates are confined: actix and utoipa to `http` and
//! `app`, diesel to `store` (and the composition root).
//!
//! The crate is being moved onto these floors. What still breaks the rules
//! is listed in [`DEBT`], import by import; the test fails on any breach
//! that is not listed (nothing new may be added) and on any listed breach
//! that no longer exists (the list only shrinks). An empty list is the goal
//! of issue #13.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first: a layer may import the ones before it.
const LAYERS: [&str; 6] = ["i18n", "store", "worker", "service", "http", "app"];

/// Which layer each top-level module of `api/src` belongs to.
fn layer_of(module: &str) -> Option<&'static str> {
    Some(match module {
        "i18n" => "i18n",
        "db" => "store",
        "webhooks" => "worker",
        "service" | "engine_errors" => "service",
        "routes" | "error" | "openapi" | "apidoc_extras" | "etag" | "idempotency" | "ratelimit"
        | "print" | "wire" | "api_types" | "playoff_types" | "explain" | "auth"
        | "standings_cache" | "round_cache" | "book" => "http",
        "startup" | "config" | "cli" | "main" | "lib" => "app",
        _ => return None,
    })
}

/// Known breaches, as (importing file, imported module or crate). Each is a
/// step of the restructuring still to do; remove the line when it is done.
const DEBT: &[(&str, &str)] = &[
    // The service returns wire types and HTTP-shaped errors (`ApiError`).
    ("service/audit.rs", "api_types"),
    ("service/audit.rs", "auth"),
    ("service/audit.rs", "error"),
    ("service/engine_bridge.rs", "api_types"),
    ("service/engine_bridge.rs", "error"),
    ("service/explain.rs", "auth"),
    ("service/explain.rs", "error"),
    ("service/explain.rs", "explain"),
    ("service/lifecycle.rs", "api_types"),
    ("service/lifecycle.rs", "error"),
    ("service/lifecycle.rs", "wire"),
    ("service/lifecycle.rs", "auth"),
    ("service/mod.rs", "auth"),
    ("service/mod.rs", "error"),
    ("service/mod.rs", "api_types"),
    ("service/organizers.rs", "api_types"),
    ("service/organizers.rs", "auth"),
    ("service/organizers.rs", "error"),
    ("service/players.rs", "api_types"),
    ("service/players.rs", "auth"),
    ("service/players.rs", "error"),
    ("service/rounds.rs", "api_types"),
    ("service/rounds.rs", "auth"),
    ("service/rounds.rs", "error"),
    ("service/rounds.rs", "round_cache"),
    ("service/standings.rs", "auth"),
    ("service/standings.rs", "error"),
    ("service/standings.rs", "wire"),
    ("service/state.rs", "api_types"),
    ("service/state.rs", "error"),
    ("service/topcut.rs", "api_types"),
    ("service/topcut.rs", "auth"),
    ("service/topcut.rs", "error"),
    ("service/topcut.rs", "playoff_types"),
    ("service/tournaments.rs", "api_types"),
    ("service/tournaments.rs", "auth"),
    ("service/tournaments.rs", "error"),
    ("service/views.rs", "error"),
    ("service/webhooks.rs", "api_types"),
    ("service/webhooks.rs", "auth"),
    ("service/webhooks.rs", "error"),
    ("service/views.rs", "auth"),
    ("engine_errors.rs", "error"),
    // The store converts its errors into the HTTP error type.
    ("db/mod.rs", "error"),
    // The worker holds the webhook wire types and answers with HTTP errors.
    ("webhooks.rs", "error"),
    ("webhooks.rs", "utoipa"),
    // i18n parses Accept-Language with actix-web's typed header.
    ("i18n.rs", "actix_web"),
    // HTTP modules that query the database themselves.
    ("auth.rs", "diesel"),
    ("etag.rs", "diesel"),
    ("idempotency.rs", "diesel"),
    ("routes/meta.rs", "diesel"),
    ("error.rs", "diesel"),
    // The service writes its SQL itself: `store` is not yet its own floor;
    // the views module renders pages; the worker authenticates.
    ("service/audit.rs", "diesel"),
    ("service/lifecycle.rs", "diesel"),
    ("service/mod.rs", "diesel"),
    ("service/organizers.rs", "diesel"),
    ("service/players.rs", "diesel"),
    ("service/rounds.rs", "diesel"),
    ("service/state.rs", "diesel"),
    ("service/topcut.rs", "diesel"),
    ("service/tournaments.rs", "diesel"),
    ("service/views.rs", "api_types"),
    ("service/views.rs", "diesel"),
    ("service/webhooks.rs", "diesel"),
    ("service/views.rs", "print"),
    ("service/views.rs", "wire"),
    ("webhooks.rs", "diesel"),
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read src")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module of a path under `src` (`service/rounds.rs` →
/// `service`).
fn module_of(rel: &str) -> &str {
    let first = rel.split('/').next().unwrap_or(rel);
    first.strip_suffix(".rs").unwrap_or(first)
}

/// The text without `//` comments and without `#[cfg(test)]` modules at
/// the end of a file (tests may reach anywhere).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crate's top-level modules a file names (`crate::x`, `super::…` from
/// a nested module is its own module) and the framework crates it names.
fn imports(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // e.g. `planesforge_engine::…` never matches, `$crate::`
        }
        let rest = &code[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            out.insert(name);
        }
        // `use crate::{a, b::c}`
        if let Some(list) = rest.strip_prefix('{') {
            let end = list.find('}').unwrap_or(list.len());
            for item in list[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.insert(name);
                }
            }
        }
    }
    for krate in ["actix_web", "utoipa", "diesel"] {
        if code.contains(&format!("{krate}::")) {
            out.insert(krate.to_owned());
        }
    }
    out
}

/// Every breach of the floors, as (file, imported module or crate).
fn breaches() -> BTreeSet<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    assert!(files.len() > 30, "only {} source files", files.len());
    let rank = |layer: &str| LAYERS.iter().position(|l| *l == layer).expect("a layer");
    let mut out = BTreeSet::new();
    for path in files {
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let module = module_of(&rel);
        let layer = layer_of(module)
            .unwrap_or_else(|| panic!("{rel}: module `{module}` has no layer; add it to layer_of"));
        let code = code_of(&fs::read_to_string(&path).expect("read"));
        for imported in imports(&code) {
            let allowed = match imported.as_str() {
                "actix_web" | "utoipa" => matches!(layer, "http" | "app"),
                "diesel" => matches!(layer, "store"),
                m if m == module => true,
                m => match layer_of(m) {
                    Some(other) => rank(other) <= rank(layer),
                    None => true, // `crate::detail!` and other macros
                },
            };
            if !allowed {
                out.insert((rel.clone(), imported));
            }
        }
    }
    out
}

#[test]
fn imports_point_down_except_the_listed_debt() {
    let found = breaches();
    let debt: BTreeSet<(String, String)> = DEBT
        .iter()
        .map(|(f, m)| ((*f).to_owned(), (*m).to_owned()))
        .collect();
    let line = |(f, m): &(String, String)| format!("    (\"{f}\", \"{m}\"),");
    let new: Vec<String> = found.difference(&debt).map(line).collect();
    assert!(
        new.is_empty(),
        "imports that point up a floor or use a framework outside its layer \
         (ARCHITECTURE.md); fix them rather than listing them:\n{}",
        new.join("\n")
    );
    let paid: Vec<String> = debt.difference(&found).map(line).collect();
    assert!(
        paid.is_empty(),
        "listed as debt but no longer there: remove from DEBT:\n{}",
        paid.join("\n")
    );
}

/// The scanner reads grouped and nested imports, skips comments, and
/// knows every layer.
#[test]
fn the_scanner_sees_what_it_must() {
    let code = "use crate::{error::ApiError, db};\nuse crate::service::x; // crate::print\nfn f() { diesel::sql_query(\"\"); }";
    let got = imports(&code_of(code));
    let expected: BTreeSet<String> = ["error", "db", "service", "diesel"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    assert_eq!(got, expected);
    // A module in no layer is a failure, not a silent pass.
    assert!(layer_of("newthing").is_none());
    let mut by_layer: BTreeMap<&str, usize> = BTreeMap::new();
    for m in ["db", "service", "routes", "startup", "i18n", "webhooks"] {
        *by_layer.entry(layer_of(m).expect("known")).or_default() += 1;
    }
    assert_eq!(by_layer.len(), 6);
}

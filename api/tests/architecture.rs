//! The floors of the `api` crate (ARCHITECTURE.md): every module belongs to
//! one layer, and a module may import only its own layer and the layers
//! below it. Framework crates are confined: actix and utoipa to `http` and
//! `app`, diesel to `store` (and the composition root).
//!
//! The test fails on any breach, naming the file and what it imports, and
//! on any cycle between the top-level modules.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first: a layer may import the ones before it. Each
/// is one top-level module (a folder) of `api/src`.
const LAYERS: [&str; 6] = ["i18n", "store", "worker", "service", "http", "app"];

/// Which layer each top-level module of `api/src` belongs to.
fn layer_of(module: &str) -> Option<&'static str> {
    Some(match module {
        "i18n" => "i18n",
        "store" => "store",
        "worker" => "worker",
        "service" => "service",
        "http" => "http",
        "app" | "main" | "lib" => "app",
        _ => return None,
    })
}

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

/// The first two segments of the path at the start of `rest`
/// (`http::dto::types::Round` → `http::dto`; `store;` → `store`).
fn head_of(rest: &str) -> String {
    let ident = |t: &str| -> String {
        t.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let first = ident(rest);
    let after = &rest[first.len()..];
    match after.strip_prefix("::").map(ident) {
        Some(second) if !second.is_empty() => format!("{first}::{second}"),
        _ => first,
    }
}

/// The paths of the crate a file names (`crate::x::y`, and each item of
/// `use crate::{a::b, c}`), to two segments, and the framework crates it
/// names.
fn imports(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // e.g. `planesforge_engine::…` never matches, `$crate::`
        }
        let rest = &code[i + "crate::".len()..];
        let name = head_of(rest);
        if !name.is_empty() {
            out.insert(name);
        }
        if let Some(list) = rest.strip_prefix('{') {
            let end = list.find('}').unwrap_or(list.len());
            for item in list[..end].split(',') {
                let name = head_of(item.trim());
                if !name.is_empty() {
                    out.insert(name);
                }
            }
        }
    }
    for krate in ["actix_web", "actix_files", "utoipa", "diesel"] {
        if code.contains(&format!("{krate}::")) {
            out.insert(krate.to_owned());
        }
    }
    out
}

/// The top-level module of an imported path (`http::dto` → `http`).
fn top_of(path: &str) -> &str {
    path.split("::").next().unwrap_or(path)
}

/// Every import of every source file, as (file, imported path or crate).
fn all_imports() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    assert!(files.len() > 30, "only {} source files", files.len());
    let mut out = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let code = code_of(&fs::read_to_string(&path).expect("read"));
        for imported in imports(&code) {
            out.push((rel.clone(), imported));
        }
    }
    out
}

/// Every breach of the floors, as (file, imported path or crate).
fn breaches() -> BTreeSet<(String, String)> {
    let rank = |layer: &str| LAYERS.iter().position(|l| *l == layer).expect("a layer");
    let mut out = BTreeSet::new();
    for (rel, imported) in all_imports() {
        let module = module_of(&rel);
        let layer = layer_of(module)
            .unwrap_or_else(|| panic!("{rel}: module `{module}` has no layer; add it to layer_of"));
        let allowed = match imported.as_str() {
            "actix_web" | "actix_files" | "utoipa" => matches!(layer, "http" | "app"),
            "diesel" => matches!(layer, "store"),
            m if top_of(m) == module => true,
            m => match layer_of(top_of(m)) {
                Some(other) => rank(other) < rank(layer),
                None => true, // `crate::detail!` and other macros
            },
        };
        if !allowed {
            out.insert((rel, imported));
        }
    }
    out
}

#[test]
fn imports_point_down() {
    let found: Vec<String> = breaches()
        .iter()
        .map(|(f, m)| format!("    {f} imports {m}"))
        .collect();
    assert!(
        found.is_empty(),
        "imports that point up a floor or use a framework outside its layer \
         (ARCHITECTURE.md):\n{}",
        found.join("\n")
    );
}

/// The top-level modules import each other without a cycle.
#[test]
fn top_level_modules_form_no_cycle() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, imported) in all_imports() {
        let from = module_of(&rel).to_owned();
        let to = top_of(&imported).to_owned();
        if layer_of(&to).is_none() || to == from {
            continue;
        }
        edges.entry(from).or_default().insert(to);
    }
    assert_eq!(
        find_cycle(&edges),
        None,
        "the top-level modules import in a cycle"
    );
}

/// A cycle in `edges`, as the list of its modules, if there is one.
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| n == node) {
            return Some(path[i..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, edges, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|n| visit(n, edges, &mut Vec::new(), &mut done))
}

/// The scanner reads grouped and nested imports, skips comments, knows
/// every layer, and the cycle finder finds cycles.
#[test]
fn the_scanner_sees_what_it_must() {
    let code = "use crate::{http::error::ApiError, store};\nuse crate::service::x; // crate::print\nfn f() { diesel::sql_query(\"\"); }";
    let got = imports(&code_of(code));
    let expected: BTreeSet<String> = ["http::error", "store", "service::x", "diesel"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    assert_eq!(got, expected);
    // A module in no layer is a failure, not a silent pass.
    assert!(layer_of("newthing").is_none());
    let mut by_layer: BTreeMap<&str, usize> = BTreeMap::new();
    for m in ["store", "service", "http", "app", "i18n", "worker"] {
        *by_layer.entry(layer_of(m).expect("known")).or_default() += 1;
    }
    assert_eq!(by_layer.len(), 6);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.entry("a".into()).or_default().insert("b".into());
    edges.entry("b".into()).or_default().insert("c".into());
    assert_eq!(find_cycle(&edges), None);
    edges.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        find_cycle(&edges),
        Some(vec!["a".to_owned(), "b".to_owned(), "c".to_owned()])
    );
}

//! The floors of the `api` crate (ARCHITECTURE.md): every module belongs to
//! one layer, and a module may import only its own layer and the layers
//! below it. Framework crates are confined: actix and utoipa to `http` and
//! `app` (utoipa also to `service/views/`, whose types carry their OpenAPI
//! schema), diesel to `store` (and the composition root).
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
            "actix_web" | "actix_files" => matches!(layer, "http" | "app"),
            // `ToSchema` on a view is schema metadata, not the web
            // framework: the views are the wire types (ARCHITECTURE.md).
            "utoipa" => matches!(layer, "http" | "app") || rel.starts_with("service/views/"),
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

/// The modules on disk as ARCHITECTURE.md's table names them: `lib` and
/// `main` for the crate's roots, `floor/file` for each file of a floor
/// folder (`floor/mod` for its `mod.rs`), `floor/folder/` for each folder
/// below a floor (one row names its files).
fn modules_on_disk(src: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let entries = |dir: &Path| -> Vec<PathBuf> {
        let mut v: Vec<_> = fs::read_dir(dir)
            .expect("read dir")
            .map(|e| e.expect("entry").path())
            .collect();
        v.sort();
        v
    };
    let name = |p: &Path| p.file_name().expect("name").to_string_lossy().into_owned();
    for top in entries(src) {
        if top.is_dir() {
            let floor = name(&top);
            for p in entries(&top) {
                if p.is_dir() {
                    out.insert(format!("{floor}/{}/", name(&p)));
                } else if let Some(stem) = name(&p).strip_suffix(".rs") {
                    out.insert(format!("{floor}/{stem}"));
                }
            }
        } else if let Some(stem) = name(&top).strip_suffix(".rs") {
            out.insert(stem.to_string());
        }
    }
    out
}

/// ARCHITECTURE.md's "One line per module" table: module → floor, in
/// order (a module listed twice is kept twice, so the test can say so).
fn modules_in_table(text: &str) -> Vec<(String, String)> {
    let start = text
        .find("## One line per module")
        .expect("ARCHITECTURE.md has a section \"One line per module\"");
    let section = &text[start..];
    let section = match section[3..].find("\n## ") {
        Some(end) => &section[..end + 3],
        None => section,
    };
    section
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            // "| `module` | floor | owns |" → ["", "`module`", "floor", "owns", ""]
            let module = cells.get(1)?.strip_prefix('`')?.strip_suffix('`')?;
            Some((module.to_string(), cells.get(2)?.to_string()))
        })
        .collect()
}

/// The floor a listed module belongs to by where it lives.
fn floor_of_listed(module: &str) -> Option<&'static str> {
    layer_of(module.split('/').next().unwrap_or(module))
}

fn table_problems(text: &str, on_disk: &BTreeSet<String>) -> Vec<String> {
    let rows = modules_in_table(text);
    let mut problems = Vec::new();
    let mut listed = BTreeSet::new();
    for (module, floor) in &rows {
        if !listed.insert(module.clone()) {
            problems.push(format!("`{module}` has two rows"));
        }
        if !on_disk.contains(module) {
            problems.push(format!(
                "`{module}` is listed but api/src has no such module"
            ));
        }
        match floor_of_listed(module) {
            Some(f) if f == floor => {}
            Some(f) => problems.push(format!(
                "`{module}` is listed on floor {floor}, but lives on {f}"
            )),
            None => problems.push(format!("`{module}` is in no floor")),
        }
    }
    for module in on_disk.difference(&listed) {
        problems.push(format!("`{module}` (api/src) has no row"));
    }
    problems
}

#[test]
fn every_module_has_its_line_in_architecture_md() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("../ARCHITECTURE.md")).expect("read ARCHITECTURE.md");
    let on_disk = modules_on_disk(&root.join("src"));
    assert!(on_disk.contains("service/mod") && on_disk.contains("http/dto/"));
    let problems = table_problems(&text, &on_disk);
    assert!(
        problems.is_empty(),
        "ARCHITECTURE.md's table \"One line per module\" does not match api/src:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_module_table_check_fails_on_a_missing_or_stale_row() {
    let on_disk: BTreeSet<String> = ["lib", "service/mod", "service/clock", "http/dto/"]
        .into_iter()
        .map(String::from)
        .collect();
    let table = "## One line per module\n\n| module | floor | owns |\n|---|---|---|\n\
                 | `lib` | app | root |\n| `service/mod` | service | transactions |\n\
                 | `http/dto/` | http | wire types |\n| `service/gone` | service | old |\n\
                 | `http/dto/` | service | twice, wrong floor |\n\n## Next\n| `app/cli` | app | not in the table |\n";
    let problems = table_problems(table, &on_disk);
    assert_eq!(
        problems,
        [
            "`service/gone` is listed but api/src has no such module",
            "`http/dto/` has two rows",
            "`http/dto/` is listed on floor service, but lives on http",
            "`service/clock` (api/src) has no row",
        ]
    );
}

/// Where each framework crate may appear in the engine (`engine/src`):
/// only behind its optional feature, inside a `#[cfg_attr(feature = …)]`
/// attribute or in the feature's own module. The engine stays a pure
/// library; the api crate turns the features on.
fn engine_framework_breaches(files: &[(String, String)]) -> Vec<String> {
    let gated: [(&str, &str, Option<&str>); 2] = [
        ("diesel", "feature = \"diesel\"", Some("columns.rs")),
        ("utoipa", "feature = \"openapi\"", None),
    ];
    let banned = ["actix_web", "actix_files", "reqwest", "tokio"];
    let mut out = Vec::new();
    for (rel, text) in files {
        let code = code_of(text);
        let line = |i: usize| code[..i].lines().count().max(1);
        for (krate, feature, module) in gated {
            if module == Some(rel.as_str()) {
                continue;
            }
            for (i, _) in code.match_indices(&format!("{krate}::")) {
                // The attribute the name is in: from its `#[` to here, not
                // closed yet.
                let attr = code[..i].rfind("#[").map(|s| &code[s..i]);
                let gated = attr.is_some_and(|a| {
                    a.starts_with("#[cfg_attr(") && a.contains(feature) && !a.contains(")]")
                });
                if !gated {
                    out.push(format!(
                        "engine/src/{rel}:{}: {krate} outside `{feature}`",
                        line(i)
                    ));
                }
            }
        }
        for krate in banned {
            for (i, _) in code.match_indices(&format!("{krate}::")) {
                out.push(format!("engine/src/{rel}:{}: {krate}", line(i)));
            }
        }
    }
    out
}

#[test]
fn the_engine_names_diesel_and_utoipa_only_behind_their_features() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine");
    let src = root.join("src");
    let mut paths = Vec::new();
    sources(&src, &mut paths);
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|p| {
            let rel = p
                .strip_prefix(&src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            (rel, fs::read_to_string(p).expect("read"))
        })
        .collect();
    let breaches = engine_framework_breaches(&files);
    assert!(
        breaches.is_empty(),
        "the engine names a framework: {breaches:#?}"
    );
    // The feature's module is compiled only with the feature.
    let lib = fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
    assert!(
        lib.contains("#[cfg(feature = \"diesel\")]\nmod columns;"),
        "engine/src/columns.rs must be behind `#[cfg(feature = \"diesel\")]`"
    );
    // Both dependencies are optional, and only these two are.
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    for krate in ["diesel", "utoipa"] {
        let line = manifest
            .lines()
            .find(|l| l.starts_with(&format!("{krate} = {{")))
            .unwrap_or_default();
        assert!(
            line.contains("optional = true"),
            "engine: {krate} must be optional: {line:?}"
        );
    }
    // The check itself catches a breach.
    let bad = engine_framework_breaches(&[
        (
            "model.rs".to_owned(),
            "use diesel::prelude::*;\n".to_owned(),
        ),
        (
            "lifecycle.rs".to_owned(),
            "#[derive(utoipa::ToSchema)]\n".to_owned(),
        ),
        (
            "columns.rs".to_owned(),
            "use diesel::sql_types::Text;\n".to_owned(),
        ),
    ]);
    assert_eq!(bad.len(), 2, "{bad:?}");
}

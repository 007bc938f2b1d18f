#!/usr/bin/env python3
"""Checks the production packaging without a Docker engine: docker-compose.yml,
Dockerfile and .dockerignore.

1. docker-compose.yml is valid against the Compose specification's JSON
   schema (the copy Docker shipped in docker-compose 1.29.2, the Python
   release on PyPI, also in Debian's `docker-compose` package; found or
   downloaded by `--schema auto`, checked by its SHA-256), after the
   variable interpolation Compose does; duplicate keys are refused.
2. Our own rules: services `api` and `postgres`; postgres with a named
   volume on its data folder, a pg_isready health check and its credentials
   from the environment; `api` built from the Dockerfile, waiting for a
   healthy postgres, with a restart policy, a health check the image can
   run, a DATABASE_URL that names that postgres with its credentials, and
   the port the image listens on; every variable the compose file or the
   Dockerfile sets for the binary is one the binary reads (string literals
   in api/src and engine/src; RUST_LOG through env_logger), and every
   variable the binary reads is documented in the settings table of the
   self-hosting page of every language of the book.
3. Dockerfile: a Rust 1.95 bookworm builder running `cargo build --release
   --locked`, the book built with the mdBook version of scripts/book/build.sh, a
   final stage on a slim or distroless base with a non-root USER, the
   binary and the built book copied in, PLANESFORGE_BOOK_DIR pointing at
   it, PLANESFORGE_BIND on 0.0.0.0 and EXPOSEd, a VOLUME for the SQLite
   default; every file it copies exists and is not excluded by
   .dockerignore, which keeps target/ and .git out.

Usage: scripts/checks/compose.py [--root DIR] [--schema FILE|auto|none]
Exit status 0 when everything holds; otherwise the problems on stderr, 1.
Self-test: scripts/checks/test_compose.py.
"""
import argparse
import functools
import glob
import hashlib
import os
import posixpath
import re
import shlex
import subprocess
import sys
import tempfile
import zipfile

import yaml

# The compose-spec schema shipped in docker-compose 1.29.2
# (compose/config/compose_spec.json), identified by its SHA-256.
SCHEMA_SHA256 = "0dc04bd346dcfee1b1419628fff79937bbf076925f298f272a2b490e2b112bac"
SCHEMA_WHEEL = "docker-compose==1.29.2"
SCHEMA_IN_WHEEL = "compose/config/compose_spec.json"
DEBIAN_SCHEMA = "/usr/lib/python3/dist-packages/compose/config/compose_spec.json"

# The languages: the folders of api/locales/ (the one list), English first.
_LOCALES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "api", "locales")
LANGS = ["en"] + sorted(
    d for d in os.listdir(_LOCALES) if d != "en" and os.path.isdir(os.path.join(_LOCALES, d))
)

# Values used for interpolation when checking (Compose reads them from the
# environment or .env; the file requires POSTGRES_PASSWORD,
# PLANESFORGE_ADMIN_TOKEN and PLANESFORGE_PLAYER_CODE_KEY).
CHECK_ENV = {
    "POSTGRES_PASSWORD": "check-password",
    "PLANESFORGE_ADMIN_TOKEN": "check-admin-token-0123456789",
    "PLANESFORGE_PLAYER_CODE_KEY": "00" * 32,
}


# ------------------------------------------------------------------ YAML


class UniqueKeyLoader(yaml.SafeLoader):
    """A safe loader that refuses duplicate mapping keys (PyYAML keeps the
    last one silently; Compose refuses them)."""


def _unique_mapping(loader, node, deep=False):
    seen = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen.add(key)
    return loader.construct_mapping(node, deep)


UniqueKeyLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _unique_mapping)


VAR = re.compile(r"\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))")


def interpolate(value, env, problems, where):
    """Compose's variable substitution on every string of the document."""
    if isinstance(value, dict):
        return {k: interpolate(v, env, problems, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [interpolate(v, env, problems, f"{where}[{i}]") for i, v in enumerate(value)]
    if not isinstance(value, str):
        return value

    def sub(m):
        if m.group(0) == "$$":
            return "$"
        name = m.group(1) or m.group(4)
        op, arg = m.group(2), m.group(3) or ""
        val = env.get(name)
        unset = val is None or (op is not None and op.startswith(":") and val == "")
        if op in (":-", "-"):
            return arg if unset else val
        if op in (":?", "?"):
            if unset:
                problems.append(f"{where}: {name} is required ({arg})")
                return ""
            return val
        return "" if val is None else val

    return VAR.sub(sub, value)


def load_compose(path, env, problems):
    try:
        with open(path, encoding="utf-8") as fh:
            raw = yaml.load(fh, Loader=UniqueKeyLoader)  # noqa: S506 (safe loader subclass)
    except (OSError, yaml.YAMLError) as e:
        problems.append(f"{path}: {e}")
        return None
    if not isinstance(raw, dict):
        problems.append(f"{path}: not a mapping")
        return None
    return interpolate(raw, env, problems, "compose")


# ---------------------------------------------------------------- schema


def sha256_file(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def find_schema(cache_dir):
    """The compose-spec schema: Debian's copy, the cached one, or the one in
    the docker-compose wheel downloaded from PyPI with pip (no install)."""
    cached = os.path.join(cache_dir, "compose_spec.json")
    for candidate in (DEBIAN_SCHEMA, cached):
        if os.path.isfile(candidate) and sha256_file(candidate) == SCHEMA_SHA256:
            return candidate
    os.makedirs(cache_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--dest", tmp, SCHEMA_WHEEL],
            check=True)
        wheels = glob.glob(os.path.join(tmp, "docker_compose-*.whl"))
        if len(wheels) != 1:
            raise RuntimeError(f"pip download {SCHEMA_WHEEL} gave {wheels}")
        with zipfile.ZipFile(wheels[0]) as z:
            data = z.read(SCHEMA_IN_WHEEL)
    if hashlib.sha256(data).hexdigest() != SCHEMA_SHA256:
        raise RuntimeError(f"{SCHEMA_IN_WHEEL} in {SCHEMA_WHEEL} has an unexpected SHA-256")
    with open(cached, "wb") as fh:
        fh.write(data)
    return cached


@functools.lru_cache(maxsize=None)
def schema_validator(schema_path):
    import json

    import jsonschema

    with open(schema_path, encoding="utf-8") as fh:
        schema = json.load(fh)
    # The file declares draft 2019-09 (as http://…#, a spelling jsonschema
    # does not look up by itself).
    if "2019-09" in schema.get("$schema", ""):
        validator_cls = jsonschema.Draft201909Validator
    else:
        validator_cls = jsonschema.validators.validator_for(schema)
    validator_cls.check_schema(schema)
    return validator_cls(schema)


def check_schema(doc, schema_path, problems):
    validator = schema_validator(schema_path)
    for err in sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path)):
        path = "/".join(str(p) for p in err.absolute_path) or "(top)"
        problems.append(f"docker-compose.yml: schema: {path}: {err.message}")


# ------------------------------------------------------- what the binary reads


def env_vars_read(root):
    """Environment variables the binary reads: string literals that are a
    PLANESFORGE_* name or DATABASE_URL in the Rust sources of the binary,
    plus RUST_LOG when env_logger's default environment is used.
    PLANESFORGE_TEST_* names are the tests' own (a unit test's throwaway
    database), never read by the service, and are left out."""
    names = set()
    uses_env_logger = False
    for crate in ("api", "engine"):
        for path in glob.glob(os.path.join(root, crate, "src", "**", "*.rs"), recursive=True):
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
            names.update(
                n for n in re.findall(r'"(PLANESFORGE_[A-Z0-9_]+|DATABASE_URL)"', text)
                if not n.startswith("PLANESFORGE_TEST_")
            )
            if re.search(r"env_logger::Env::default\(\)|env_logger::init\(\)|from_default_env", text):
                uses_env_logger = True
    if uses_env_logger:
        names.add("RUST_LOG")
    return names


# ------------------------------------------------------------- Dockerfile


class Stage:
    def __init__(self, base, name):
        self.base = base
        self.name = name
        self.instructions = []  # (KEYWORD, argument text)

    def all(self, keyword):
        return [arg for kw, arg in self.instructions if kw == keyword]


def parse_dockerfile(text):
    """Stages of a Dockerfile: logical lines (continuations joined,
    comments dropped), split at FROM; ARGs before the first FROM are
    substituted into FROM lines with their defaults."""
    lines, cur = [], ""
    for raw in text.splitlines():
        s = raw.strip()
        if not cur and (not s or s.startswith("#")):
            continue
        if cur and s.startswith("#"):
            continue
        if s.endswith("\\"):
            cur += s[:-1] + " "
            continue
        cur += s
        lines.append(cur.strip())
        cur = ""
    if cur.strip():
        lines.append(cur.strip())
    global_args, stages = {}, []
    for line in lines:
        kw, _, arg = line.partition(" ")
        kw, arg = kw.upper(), arg.strip()
        if kw == "FROM":
            words = arg.split()
            words = [w for w in words if not w.startswith("--platform")]
            base = re.sub(r"\$\{?(\w+)\}?", lambda m: global_args.get(m.group(1), m.group(0)), words[0])
            name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else None
            stages.append(Stage(base, name))
        elif not stages:
            if kw == "ARG" and "=" in arg:
                k, _, v = arg.partition("=")
                global_args[k.strip()] = v.strip()
        else:
            stages[-1].instructions.append((kw, arg))
    return stages


def env_pairs(arg):
    """ENV a=b c="d e" (or the old form ENV a b)."""
    words = shlex.split(arg)
    if words and "=" not in words[0]:
        return {words[0]: " ".join(words[1:])}
    return dict(w.split("=", 1) for w in words if "=" in w)


def copy_parts(arg):
    words = shlex.split(arg) if not arg.lstrip().startswith("[") else __import__("json").loads(arg)
    flags = {}
    while words and words[0].startswith("--"):
        k, _, v = words.pop(0)[2:].partition("=")
        flags[k] = v
    return flags, words[:-1], words[-1] if words else ""


def ignore_regex(pattern):
    """A .dockerignore pattern as a regex (Go filepath.Match plus `**`:
    `*` and `?` stay within one path element, `**` crosses them)."""
    out, i = "", 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out, i = out + "(?:.*/)?", i + 3
        elif pattern.startswith("**", i):
            out, i = out + ".*", i + 2
        elif pattern[i] == "*":
            out, i = out + "[^/]*", i + 1
        elif pattern[i] == "?":
            out, i = out + "[^/]", i + 1
        else:
            out, i = out + re.escape(pattern[i]), i + 1
    return re.compile(out + r"\Z")


def dockerignored(path, patterns):
    """Whether .dockerignore excludes `path`: the last matching pattern
    wins (`!` re-includes), and a pattern that matches a parent folder
    excludes what is in it."""
    excluded = False
    parts = path.strip("/").split("/")
    prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
    for pat in patterns:
        neg = pat.startswith("!")
        rx = ignore_regex(posixpath.normpath((pat[1:] if neg else pat).strip("/")))
        if any(rx.match(q) for q in prefixes):
            excluded = not neg
    return excluded


def read_dockerignore(root, problems):
    path = os.path.join(root, ".dockerignore")
    if not os.path.isfile(path):
        problems.append(".dockerignore is missing")
        return []
    with open(path, encoding="utf-8") as fh:
        pats = [l.strip() for l in fh if l.strip() and not l.strip().startswith("#")]
    for must in ("target", ".git"):
        if not dockerignored(must, pats):
            problems.append(f".dockerignore does not exclude {must}/")
    return pats


def mdbook_version(root):
    with open(os.path.join(root, "scripts", "book", "build.sh"), encoding="utf-8") as fh:
        m = re.search(r'^MDBOOK_VERSION="([^"]+)"', fh.read(), re.M)
    return m.group(1) if m else None


def check_dockerfile(root, reads, problems):
    """Returns facts the compose checks use: port, book dir, health check."""
    facts = {}
    path = os.path.join(root, "Dockerfile")
    if not os.path.isfile(path):
        problems.append("Dockerfile is missing")
        return facts
    with open(path, encoding="utf-8") as fh:
        stages = parse_dockerfile(fh.read())
    if len(stages) < 2:
        problems.append("Dockerfile: not multi-stage")
        return facts
    ignore = read_dockerignore(root, problems)
    by_name = {s.name: s for s in stages if s.name}

    # The builder: Rust 1.95 on bookworm, cargo build --release --locked.
    builds = [(s, r) for s in stages[:-1] for r in s.all("RUN") if re.search(r"\bcargo build\b", r)]
    if not builds:
        problems.append("Dockerfile: no build stage runs `cargo build`")
    for s, r in builds:
        cmd = r[r.index("cargo build"):].split("&&")[0].split()
        for flag in ("--release", "--locked"):
            if flag not in cmd:
                problems.append(f"Dockerfile: `cargo build` without {flag}")
        if not re.match(r"rust:1\.95(\.\d+)?-(slim-)?bookworm$", s.base):
            problems.append(f"Dockerfile: builder image {s.base} is not Rust 1.95 on bookworm")
    # The book: mdBook of scripts/book/build.sh, built by scripts/book/build.sh.
    want = mdbook_version(root)
    installs = [(s, r) for s in stages[:-1] for r in s.all("RUN") if "cargo install" in r and "mdbook" in r]
    if not installs:
        problems.append("Dockerfile: mdbook is not installed in a build stage")
    for s, r in installs:
        arg_defaults = {k: v for a in s.all("ARG") for k, _, v in [a.partition("=")]}
        text = re.sub(r'"?\$\{?(\w+)\}?"?', lambda m: arg_defaults.get(m.group(1), m.group(0)), r)
        if "--locked" not in text.split():
            problems.append("Dockerfile: mdbook installed without --locked")
        if not re.search(r"--version[ =]" + re.escape(want or "?") + r"\b", text):
            problems.append(f"Dockerfile: mdbook is not installed at version {want} (scripts/book/build.sh)")
    if not any("scripts/book/build.sh" in r for s in stages[:-1] for r in s.all("RUN")):
        problems.append("Dockerfile: the book is not built with scripts/book/build.sh")

    final = stages[-1]
    if not re.search(r"(^|/)debian:bookworm-slim$|^gcr\.io/distroless/", final.base):
        problems.append(f"Dockerfile: final stage on {final.base}, not bookworm-slim or distroless")
    users = final.all("USER")
    if not users:
        problems.append("Dockerfile: the final stage has no USER (runs as root)")
    elif users[-1].split(":")[0] in ("root", "0"):
        problems.append(f"Dockerfile: the final stage runs as {users[-1]}")
    if any(re.search(r"\bcargo\b", r) for r in final.all("RUN")):
        problems.append("Dockerfile: the final stage runs cargo (not a small runtime image)")

    env = {}
    for a in final.all("ENV"):
        env.update(env_pairs(a))
    for name in env:
        if name not in reads:
            problems.append(f"Dockerfile: ENV {name} is not read by the binary")
    facts["env"] = env

    copies = [copy_parts(a) for a in final.all("COPY")]
    binary = [c for c in copies if c[0].get("from") and any(src.endswith("/planesforge") for src in c[1])]
    if not binary:
        problems.append("Dockerfile: the final stage does not copy the planesforge binary from a build stage")
    else:
        facts["binary"] = binary[0][2]
    book = [c for c in copies if c[0].get("from") and any(src.rstrip("/").endswith("book/build") for src in c[1])]
    if not book:
        problems.append("Dockerfile: the final stage does not copy the built book (book/build)")
    else:
        dest = book[0][2].rstrip("/")
        facts["book_dir"] = dest
        if env.get("PLANESFORGE_BOOK_DIR", "").rstrip("/") != dest:
            problems.append(f"Dockerfile: PLANESFORGE_BOOK_DIR is not {dest}, where the book is copied")
        src_stage = by_name.get(book[0][0]["from"])
        if src_stage is None or not any("scripts/book/build.sh" in r for r in src_stage.all("RUN")):
            problems.append("Dockerfile: the book copied is not the one built by scripts/book/build.sh")
    for flags, srcs, dest in copies:
        if flags.get("from"):
            if flags["from"] not in by_name:
                problems.append(f"Dockerfile: COPY --from={flags['from']}: no such stage")
            continue
        for src in srcs:
            if not os.path.exists(os.path.join(root, src)):
                problems.append(f"Dockerfile: COPY {src}: no such file")
            elif dockerignored(src, ignore):
                problems.append(f"Dockerfile: COPY {src}: excluded by .dockerignore")
            if dest.startswith("/usr/local/bin/"):
                facts.setdefault("executables", set()).add(dest)
    for s in stages[:-1]:
        for a in s.all("COPY"):
            flags, srcs, _ = copy_parts(a)
            for src in ([] if flags.get("from") else srcs):
                if not os.path.exists(os.path.join(root, src)):
                    problems.append(f"Dockerfile: COPY {src}: no such file")
                elif dockerignored(src, ignore):
                    problems.append(f"Dockerfile: COPY {src}: excluded by .dockerignore")

    bind = env.get("PLANESFORGE_BIND", "")
    m = re.fullmatch(r"(0\.0\.0\.0|\[::\]):(\d+)", bind)
    if not m:
        problems.append(f"Dockerfile: PLANESFORGE_BIND={bind!r}, not 0.0.0.0:PORT (unreachable from outside the container)")
    else:
        facts["port"] = m.group(2)
        exposed = {p.split("/")[0] for a in final.all("EXPOSE") for p in a.split()}
        if m.group(2) not in exposed:
            problems.append(f"Dockerfile: port {m.group(2)} of PLANESFORGE_BIND is not EXPOSEd")
    volumes = set()
    for a in final.all("VOLUME"):
        volumes.update(__import__("json").loads(a) if a.startswith("[") else a.split())
    db = env.get("DATABASE_URL") or os.path.join((final.all("WORKDIR") or ["/"])[-1], "planesforge.db")
    if not db.startswith("postgres") and os.path.dirname(db) not in {v.rstrip("/") for v in volumes}:
        problems.append(f"Dockerfile: the SQLite default {db} is not in a VOLUME")
    return facts


# ---------------------------------------------------------------- compose


def healthcheck_test(svc):
    hc = svc.get("healthcheck") or {}
    t = hc.get("test")
    if isinstance(t, str):
        return t
    if isinstance(t, list) and t:
        return " ".join(str(x) for x in t)
    return ""


def env_map(svc):
    e = svc.get("environment") or {}
    if isinstance(e, list):
        return dict(x.split("=", 1) if "=" in x else (x, None) for x in e)
    return dict(e)


def check_compose(doc, facts, reads, problems):
    services = doc.get("services") or {}
    for name in ("api", "postgres"):
        if name not in services:
            problems.append(f"docker-compose.yml: no service {name}")
    pg = services.get("postgres") or {}
    api = services.get("api") or {}
    named_volumes = set((doc.get("volumes") or {}).keys())

    # postgres
    if pg:
        if not re.match(r"postgres:\d+", str(pg.get("image", ""))):
            problems.append("docker-compose.yml: postgres does not use the official postgres image")
        data = False
        for v in pg.get("volumes") or []:
            src, target = (v.get("source"), v.get("target")) if isinstance(v, dict) else (v.split(":") + [""])[:2]
            if target.rstrip("/") in ("/var/lib/postgresql/data", "/var/lib/postgresql") and src in named_volumes:
                data = True
        if not data:
            problems.append("docker-compose.yml: postgres keeps its data in no named volume")
        if "pg_isready" not in healthcheck_test(pg):
            problems.append("docker-compose.yml: postgres has no pg_isready health check")
        penv = env_map(pg)
        for k in ("POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB"):
            if not penv.get(k):
                problems.append(f"docker-compose.yml: postgres sets no {k}")
        if not pg.get("restart"):
            problems.append("docker-compose.yml: postgres has no restart policy")

    # api
    if api:
        build = api.get("build")
        ctx, dockerfile = (build, "Dockerfile") if isinstance(build, str) else (
            (build or {}).get("context"), (build or {}).get("dockerfile", "Dockerfile"))
        if ctx not in (".", "./") or dockerfile != "Dockerfile":
            problems.append("docker-compose.yml: api is not built from ./Dockerfile")
        dep = api.get("depends_on")
        cond = dep.get("postgres", {}).get("condition") if isinstance(dep, dict) else None
        if cond != "service_healthy":
            problems.append("docker-compose.yml: api does not wait for postgres to be healthy (depends_on condition service_healthy)")
        if not api.get("restart"):
            problems.append("docker-compose.yml: api has no restart policy")
        test = healthcheck_test(api)
        if not test:
            problems.append("docker-compose.yml: api has no health check")
        else:
            words = test.split()
            exe = words[1] if words and words[0] in ("CMD", "CMD-SHELL") and len(words) > 1 else ""
            if exe.startswith("/") and exe not in facts.get("executables", set()) | {facts.get("binary")}:
                problems.append(f"docker-compose.yml: api health check runs {exe}, which the image does not have")
            if re.search(r"\b(curl|wget)\b", test):
                problems.append("docker-compose.yml: api health check uses curl/wget, not in the image")
        aenv = env_map(api)
        for name in aenv:
            if name not in reads:
                problems.append(f"docker-compose.yml: api sets {name}, which the binary does not read")
        url = aenv.get("DATABASE_URL") or ""
        m = re.fullmatch(r"postgres(?:ql)?://([^:@/]+):([^@/]*)@([^:/]+)(?::(\d+))?/([^?]+)(\?.*)?", url)
        if not m:
            problems.append("docker-compose.yml: api DATABASE_URL is not a postgres:// URL with user and password")
        elif pg:
            penv = env_map(pg)
            user, pw, host, _port, db = m.group(1, 2, 3, 4, 5)
            if host != "postgres":
                problems.append(f"docker-compose.yml: DATABASE_URL names host {host}, not the postgres service")
            if (user, pw, db) != (penv.get("POSTGRES_USER"), penv.get("POSTGRES_PASSWORD"), penv.get("POSTGRES_DB")):
                problems.append("docker-compose.yml: DATABASE_URL's user, password or database differ from the postgres service's")
        port = facts.get("port")
        bind = aenv.get("PLANESFORGE_BIND")
        if bind is not None:
            bm = re.fullmatch(r"(0\.0\.0\.0|\[::\]):(\d+)", str(bind))
            if not bm:
                problems.append(f"docker-compose.yml: api PLANESFORGE_BIND={bind!r} is not reachable from outside the container")
            else:
                port = bm.group(2)
        published = []
        for p in api.get("ports") or []:
            published.append(str(p.get("target")) if isinstance(p, dict) else str(p).split("/")[0].split(":")[-1])
        if port and port not in published:
            problems.append(f"docker-compose.yml: api does not publish the port it listens on ({port})")
        book = aenv.get("PLANESFORGE_BOOK_DIR")
        if book is not None and facts.get("book_dir") and book.rstrip("/") != facts["book_dir"]:
            problems.append(f"docker-compose.yml: PLANESFORGE_BOOK_DIR={book} is not where the image has the book ({facts['book_dir']})")


# ------------------------------------------------------------------- docs


def check_docs(root, reads, problems):
    # The settings table lives in the book's self-hosting page, in every
    # language that translates it (README.md links to it); a language that
    # keeps the page in English links to the English page instead.
    pages = [
        (f"book/{l}/src/self-hosting.md", os.path.join(root, "book", l, "src", "self-hosting.md"))
        for l in LANGS]
    for label, path in pages:
        if not os.path.isfile(path):
            problems.append(f"{label} is missing")
            continue
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        if not label.startswith("book/en/") and "](../en/self-hosting.html" in text:
            continue
        for name in sorted(reads):
            if not re.search(r"^\|\s*`" + re.escape(name) + r"`\s*\|", text, re.M):
                problems.append(f"{label}: no configuration table row for {name}")


def run(root, schema, env=None):
    """All checks; returns the list of problems."""
    problems = []
    reads = env_vars_read(root)
    if "DATABASE_URL" not in reads:
        problems.append("api/src: DATABASE_URL is not read (cannot find the binary's variables)")
    facts = check_dockerfile(root, reads, problems)
    doc = load_compose(os.path.join(root, "docker-compose.yml"), env if env is not None else CHECK_ENV, problems)
    if doc is not None:
        if schema:
            check_schema(doc, schema, problems)
        check_compose(doc, facts, reads, problems)
    check_docs(root, reads, problems)
    return problems


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(here)))
    ap.add_argument("--schema", default="auto",
                    help="compose-spec JSON schema file, `auto` (Debian's or downloaded) or `none`")
    args = ap.parse_args(argv)
    schema = args.schema
    if schema == "auto":
        schema = find_schema(os.path.join(args.root, "target", "compose-check"))
    elif schema == "none":
        schema = None
    problems = run(args.root, schema)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"check-compose: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-compose: docker-compose.yml, Dockerfile and .dockerignore OK"
          f" (schema: {schema or 'not checked'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

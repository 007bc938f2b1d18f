#!/usr/bin/env python3
"""Self-test of compose.py and of the container health check.

Each case copies the repository's packaging files into a temporary folder,
breaks one thing and expects the checker to name it; the unbroken copy must
pass. The health check script runs against small local HTTP servers.

Run: python3 scripts/checks/test_compose.py   (needs PyYAML and jsonschema;
the compose schema as for compose.py, or PLANESFORGE_COMPOSE_SCHEMA)
"""
import http.server
import importlib.util
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location("check_compose", os.path.join(HERE, "compose.py"))
cc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cc)

SCHEMA = os.environ.get("PLANESFORGE_COMPOSE_SCHEMA") or cc.find_schema(
    os.path.join(ROOT, "target", "compose-check"))


def copy_repo(dst):
    """The files the checks read, copied (the ones a case edits) or linked
    (read-only trees, so each case stays fast)."""
    for d in ("scripts/book", "scripts/lib"):
        os.makedirs(os.path.join(dst, d))
    os.makedirs(os.path.join(dst, "api"))
    shutil.copytree(os.path.join(ROOT, "api", "src"), os.path.join(dst, "api", "src"))
    for d in ("engine", "tests", "migrations", "book", "api/locales"):
        os.symlink(os.path.join(ROOT, d), os.path.join(dst, d))
    for f in ("Cargo.toml", "Cargo.lock", "Dockerfile", ".dockerignore", "docker-compose.yml",
              "README.md", "scripts/book/build.sh", "scripts/book/theme.sh",
              "scripts/lib/healthcheck.sh", "scripts/lib/languages.sh"):
        shutil.copy2(os.path.join(ROOT, f), os.path.join(dst, f))


class CheckComposeTest(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        copy_repo(self.root)

    def tearDown(self):
        shutil.rmtree(self.root)

    def edit(self, rel, old, new, count=1):
        path = os.path.join(self.root, rel)
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        self.assertEqual(text.count(old), count, f"{old!r} not found {count}× in {rel}")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text.replace(old, new))

    def problems(self, env=None):
        return cc.run(self.root, SCHEMA, env)

    def assert_problem(self, needle, env=None):
        found = self.problems(env)
        self.assertTrue(any(needle in p for p in found), f"no problem with {needle!r} in {found}")

    # ------------------------------------------------------------ the real files

    def test_repository_files_pass(self):
        self.assertEqual(self.problems(), [])

    # ------------------------------------------------------------ compose

    def test_depends_on_without_healthy_condition(self):
        self.edit("docker-compose.yml", "    depends_on:\n      postgres:\n        condition: service_healthy\n",
                  "    depends_on:\n      - postgres\n")
        self.assert_problem("healthy")

    def test_postgres_without_healthcheck(self):
        self.edit("docker-compose.yml",
                  '      test: ["CMD-SHELL", "pg_isready -U planesforge -d planesforge -h 127.0.0.1"]\n',
                  '      test: ["CMD-SHELL", "true"]\n')
        self.assert_problem("pg_isready")

    def test_postgres_without_volume(self):
        self.edit("docker-compose.yml", "      - pgdata:/var/lib/postgresql/data\n",
                  "      - ./pg:/var/lib/postgresql/data\n")
        self.assert_problem("named volume")

    def test_variable_the_binary_does_not_read(self):
        self.edit("docker-compose.yml", "      PLANESFORGE_BIND: 0.0.0.0:8080\n",
                  "      PLANESFORGE_BIND: 0.0.0.0:8080\n      PLANESFORGE_RATELIMIT: '10'\n")
        self.assert_problem("PLANESFORGE_RATELIMIT, which the binary does not read")

    def test_schema_violation(self):
        self.edit("docker-compose.yml", "      retries: 3\n", "      retry: 3\n")
        self.assert_problem("schema: services/api/healthcheck")

    def test_duplicate_key(self):
        # The planesforge and prometheus services both have the lines.
        self.edit("docker-compose.yml", "    restart: unless-stopped\n    depends_on:",
                  "    restart: unless-stopped\n    restart: always\n    depends_on:", count=2)
        self.assert_problem("duplicate key 'restart'")

    def test_database_url_not_the_postgres_service(self):
        self.edit("docker-compose.yml", "@postgres:5432/planesforge", "@localhost:5432/planesforge")
        self.assert_problem("not the postgres service")

    def test_database_url_other_database(self):
        self.edit("docker-compose.yml", "@postgres:5432/planesforge", "@postgres:5432/other")
        self.assert_problem("differ from the postgres service")

    def test_password_required(self):
        self.assert_problem("POSTGRES_PASSWORD is required", env={})

    def test_healthcheck_with_curl(self):
        self.edit("docker-compose.yml", 'test: ["CMD", "/usr/local/bin/planesforge-healthcheck"]',
                  'test: ["CMD", "curl", "-f", "http://localhost:8080/readyz"]')
        self.assert_problem("curl")

    def test_port_not_published(self):
        self.edit("docker-compose.yml", '"127.0.0.1:${PLANESFORGE_PORT:-8080}:8080"', '"127.0.0.1:8080:9090"')
        self.assert_problem("does not publish the port")

    # ------------------------------------------------------------ Dockerfile

    def test_root_user(self):
        self.edit("Dockerfile", "USER planesforge:planesforge\n", "USER root\n")
        self.assert_problem("runs as root")

    def test_no_user(self):
        self.edit("Dockerfile", "USER planesforge:planesforge\n", "")
        self.assert_problem("has no USER")

    def test_build_without_locked(self):
        self.edit("Dockerfile", "cargo build --release --locked", "cargo build --release")
        self.assert_problem("without --locked")

    def test_book_not_copied(self):
        self.edit("Dockerfile", "COPY --from=book /src/book/build /usr/share/planesforge/book\n", "")
        self.assert_problem("does not copy the built book")

    def test_book_dir_elsewhere(self):
        self.edit("Dockerfile", "PLANESFORGE_BOOK_DIR=/usr/share/planesforge/book", "PLANESFORGE_BOOK_DIR=/book")
        self.assert_problem("PLANESFORGE_BOOK_DIR is not /usr/share/planesforge/book")

    def test_other_mdbook_version(self):
        self.edit("Dockerfile", "ARG MDBOOK_VERSION=0.5.4", "ARG MDBOOK_VERSION=0.4.40")
        self.assert_problem("version 0.5.4")

    def test_bind_on_loopback(self):
        self.edit("Dockerfile", "PLANESFORGE_BIND=0.0.0.0:8080", "PLANESFORGE_BIND=127.0.0.1:8080")
        self.assert_problem("not 0.0.0.0:PORT")

    def test_copied_file_missing(self):
        os.remove(os.path.join(self.root, "scripts", "lib", "healthcheck.sh"))
        self.assert_problem("COPY scripts/lib/healthcheck.sh: no such file")

    def test_dockerignore_keeps_target(self):
        self.edit(".dockerignore", "target/\n", "")
        self.assert_problem("does not exclude target/")

    def test_dockerignore_excludes_a_copied_folder(self):
        self.edit(".dockerignore", "target/\n", "target/\nmigrations/\n")
        self.assert_problem("COPY migrations: excluded by .dockerignore")

    # ------------------------------------------------------------ docs

    def test_new_variable_must_be_documented(self):
        self.edit("api/src/app/config.rs", 'env = "PLANESFORGE_WORKERS"', 'env = "PLANESFORGE_THREADS"')
        found = self.problems()
        # Every language whose self-hosting page is its own, not the short
        # page that sends to the English one.
        full = []
        for l in cc.LANGS:
            with open(os.path.join(self.root, "book", l, "src", "self-hosting.md"), encoding="utf-8") as fh:
                if l == "en" or "](../en/self-hosting.html" not in fh.read():
                    full.append(l)
        self.assertGreaterEqual(len(full), 7, full)
        for label in [f"book/{l}/src/self-hosting.md" for l in full]:
            self.assertIn(f"{label}: no configuration table row for PLANESFORGE_THREADS", found)


class Handler(http.server.BaseHTTPRequestHandler):
    status = 200

    def do_GET(self):  # noqa: N802 (http.server naming)
        code = self.server.status if self.path == "/readyz" else 404
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        try:
            self.wfile.write(b'{"status":"ready"}')
        except OSError:
            pass  # the check closes after the status line

    def log_message(self, *args):
        pass


class HealthcheckTest(unittest.TestCase):
    SCRIPT = os.path.join(ROOT, "scripts", "lib", "healthcheck.sh")

    def serve(self, status):
        srv = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        srv.status = status
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        self.addCleanup(srv.server_close)
        self.addCleanup(srv.shutdown)
        return srv.server_address[1]

    def run_check(self, bind):
        env = dict(os.environ, PLANESFORGE_BIND=bind)
        return subprocess.run(["bash", self.SCRIPT], env=env, capture_output=True, text=True, timeout=30)

    def test_ready(self):
        port = self.serve(200)
        r = self.run_check(f"0.0.0.0:{port}")
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_database_down(self):
        port = self.serve(503)
        r = self.run_check(f"0.0.0.0:{port}")
        self.assertEqual(r.returncode, 1)
        self.assertIn("503", r.stderr)

    def test_nothing_listening(self):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        s.close()
        r = self.run_check(f"0.0.0.0:{port}")
        self.assertEqual(r.returncode, 1)
        self.assertIn("no answer", r.stderr)

    def test_bind_without_port(self):
        r = self.run_check("0.0.0.0")
        self.assertEqual(r.returncode, 1)


if __name__ == "__main__":
    unittest.main(verbosity=1)

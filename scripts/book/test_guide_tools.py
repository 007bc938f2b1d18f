#!/usr/bin/env python3
"""Self-test of events.py (the event catalogue) and snippets.py (the
guide's code blocks are the tested files) on small hand-made repositories
(stdlib only).

Run: python3 scripts/book/test_guide_tools.py   (scripts/book/build.sh runs it)
"""
import importlib.util
import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


events = load("events")
snippets = load("snippets")


def webhook(schema, when):
    return {
        "post": {
            "description": f"{when}\n\nSent to every endpoint subscribed to it.",
            "requestBody": {"content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}},
        }
    }


def envelope(data):
    return {"type": "object", "properties": {"event": {"type": "string"}, "data": data}}


DOC = {
    "webhooks": {
        "thing.made": webhook("ThingMadeEvent", "When a thing is\nmade."),
        "thing.gone": webhook("ThingGoneEvent", "When a thing goes | or breaks."),
    },
    "components": {
        "schemas": {
            "ThingMadeEvent": envelope({"$ref": "#/components/schemas/ThingData"}),
            "ThingGoneEvent": envelope(
                {"anyOf": [{"$ref": "#/components/schemas/ThingData"}, {"$ref": "#/components/schemas/EmptyData"}]}
            ),
            "ThingData": {
                "description": "`thing.made`, `thing.gone` (and their audit entries): the thing\nafter it. Its audit entry has more. A | B.",
                "required": ["thing"],
                "properties": {
                    "thing": {"$ref": "#/components/schemas/Thing"},
                    "count": {"type": ["integer", "null"]},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "clock": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Clock"}]},
                },
            },
            "EmptyData": {"description": "No data.", "type": "object"},
        }
    },
}


class Catalogue(unittest.TestCase):
    def test_one_row_per_shape_naming_its_events_with_the_description_and_the_fields(self):
        rows = [r for r in events.table(DOC).split("\n") if r.startswith("| `")]
        self.assertEqual(
            rows[2:],
            [
                "| `thing.gone`, `thing.made` | The thing after it. A \\| B. | `clock`? null or Clock, "
                "`count`? integer or null, `tags`? string[], `thing` Thing |",
                "| `thing.gone` | No data. | none |",
            ],
        )

    def test_one_row_per_event_with_the_first_paragraph_of_its_webhook_description(self):
        rows = [r for r in events.table(DOC).split("\n") if r.startswith("| `")]
        self.assertEqual(
            rows[:2],
            ["| `thing.gone` | When a thing goes \\| or breaks. |", "| `thing.made` | When a thing is made. |"],
        )

    def test_an_event_that_does_not_say_when_is_refused(self):
        doc = json.loads(json.dumps(DOC))
        del doc["webhooks"]["thing.gone"]["post"]["description"]
        with self.assertRaises(SystemExit) as refused:
            events.table(doc)
        self.assertIn("thing.gone", str(refused.exception))

    def repo(self, pages):
        root = tempfile.mkdtemp()
        os.makedirs(os.path.join(root, "openapi"))
        with open(os.path.join(root, "openapi", "openapi.json"), "w", encoding="utf-8") as fh:
            json.dump(DOC, fh)
        for lang, text in pages.items():
            os.makedirs(os.path.join(root, "book", lang, "src"))
            with open(os.path.join(root, "book", lang, "src", "integration.md"), "w", encoding="utf-8") as fh:
                fh.write(text)
        return root

    def run_events(self, root, args):
        saved = (events.ROOT, events.OPENAPI)
        events.ROOT, events.OPENAPI = root, os.path.join(root, "openapi", "openapi.json")
        err = io.StringIO()
        try:
            with redirect_stderr(err), redirect_stdout(io.StringIO()):
                events.main(args)
            return 0, err.getvalue()
        except SystemExit as e:
            return e.code if isinstance(e.code, int) else 1, err.getvalue() + str(e.code)
        finally:
            events.ROOT, events.OPENAPI = saved

    def test_writes_every_own_page_then_checks_and_catches_an_edit(self):
        empty = f"## Webhooks {{#webhooks}}\n\n{events.BEGIN}\n{events.END}\n"
        short = "# Integration\n\n[English](../en/integration.html)\n"
        root = self.repo({"en": empty, "de": empty, "ja": short})
        self.assertEqual(self.run_events(root, ["--check"])[0], 1)
        self.assertEqual(self.run_events(root, [])[0], 0)
        self.assertEqual(self.run_events(root, ["--check"]), (0, ""))
        de = os.path.join(root, "book", "de", "src", "integration.md")
        self.assertIn("| `thing.gone`, `thing.made` |", open(de, encoding="utf-8").read())
        ja = os.path.join(root, "book", "ja", "src", "integration.md")
        self.assertEqual(open(ja, encoding="utf-8").read(), short)
        text = open(de, encoding="utf-8").read()
        with open(de, "w", encoding="utf-8") as fh:
            fh.write(text.replace("No data.", "Nothing."))
        code, err = self.run_events(root, ["--check"])
        self.assertEqual(code, 1)
        self.assertIn("book/de/src/integration.md", err)
        self.assertNotIn("book/en/src/integration.md", err)

    def test_a_page_without_the_markers_is_refused(self):
        root = self.repo({"en": "## Webhooks {#webhooks}\n\nno table\n"})
        code, err = self.run_events(root, ["--check"])
        self.assertEqual(code, 1)
        self.assertIn("book/en/src/integration.md: needs one", err)


class Snippets(unittest.TestCase):
    CODE = "const a = 1;\n\nconsole.log(a);\n"

    def test_one_row_per_event_with_the_first_paragraph_of_its_webhook_description(self):
        rows = [r for r in events.table(DOC).split("\n") if r.startswith("| `")]
        self.assertEqual(
            rows[:2],
            ["| `thing.gone` | When a thing goes \\| or breaks. |", "| `thing.made` | When a thing is made. |"],
        )

    def test_an_event_that_does_not_say_when_is_refused(self):
        doc = json.loads(json.dumps(DOC))
        del doc["webhooks"]["thing.gone"]["post"]["description"]
        with self.assertRaises(SystemExit) as refused:
            events.table(doc)
        self.assertIn("thing.gone", str(refused.exception))

    def repo(self, pages):
        root = tempfile.mkdtemp()
        os.makedirs(os.path.join(root, "scripts"))
        with open(os.path.join(root, "scripts", "a.ts"), "w", encoding="utf-8") as fh:
            fh.write(self.CODE)
        for lang, text in pages.items():
            os.makedirs(os.path.join(root, "book", lang, "src"))
            with open(os.path.join(root, "book", lang, "src", "integration.md"), "w", encoding="utf-8") as fh:
                fh.write("## Webhooks {#webhooks}\n\n" + text)
        return root

    def run_snippets(self, root, files):
        saved = snippets.ROOT
        snippets.ROOT = root
        err = io.StringIO()
        try:
            with redirect_stderr(err), redirect_stdout(io.StringIO()):
                snippets.main(files)
            return 0, err.getvalue()
        except SystemExit as e:
            return e.code if isinstance(e.code, int) else 1, err.getvalue()
        finally:
            snippets.ROOT = saved

    def quoted(self, code):
        return f"Text.\n\n<!-- code: scripts/a.ts (checked) -->\n```ts\n{code}```\n\nMore.\n"

    def test_the_same_block_in_every_page_passes(self):
        root = self.repo({"en": self.quoted(self.CODE), "de": self.quoted(self.CODE)})
        self.assertEqual(self.run_snippets(root, ["scripts/a.ts"]), (0, ""))

    def test_a_changed_line_in_a_translation_fails_with_the_diff(self):
        root = self.repo({"en": self.quoted(self.CODE), "de": self.quoted(self.CODE.replace("1", "2"))})
        code, err = self.run_snippets(root, ["scripts/a.ts"])
        self.assertEqual(code, 1)
        self.assertIn("book/de/src/integration.md:5: the block is not scripts/a.ts", err)
        self.assertIn("+const a = 2;", err)
        self.assertNotIn("book/en", err)

    def test_write_puts_the_file_back_into_every_block(self):
        root = self.repo(
            {"en": self.quoted("old();\n"), "de": self.quoted(self.CODE.replace("1", "2")) + "\nAfter.\n"}
        )
        self.assertEqual(self.run_snippets(root, ["--write", "scripts/a.ts"]), (0, ""))
        self.assertEqual(self.run_snippets(root, ["scripts/a.ts"]), (0, ""))
        de = os.path.join(root, "book", "de", "src", "integration.md")
        with open(de, encoding="utf-8") as fh:
            self.assertEqual(fh.read(), "## Webhooks {#webhooks}\n\n" + self.quoted(self.CODE) + "\nAfter.\n")

    def test_a_missing_block_a_comment_without_block_and_an_unknown_file_fail(self):
        root = self.repo(
            {
                "en": self.quoted(self.CODE) + "\n<!-- code: scripts/b.ts -->\n```ts\nx\n```\n",
                "de": "nothing quoted\n",
                "fr": "<!-- code: scripts/a.ts -->\nnot a fence\n",
            }
        )
        code, err = self.run_snippets(root, ["scripts/a.ts"])
        self.assertEqual(code, 1)
        self.assertIn("book/en/src/integration.md:14: quotes scripts/b.ts, which is not checked here", err)
        self.assertIn("book/de/src/integration.md: does not quote scripts/a.ts", err)
        self.assertIn("book/fr/src/integration.md:3: no code block after the comment naming scripts/a.ts", err)


if __name__ == "__main__":
    unittest.main()

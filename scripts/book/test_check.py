#!/usr/bin/env python3
"""Self-test of check.py on small hand-made sites (stdlib only).

Run: python3 scripts/book/test_check.py
"""
import importlib.util
import io
import os
import re
import shutil
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("check_book", os.path.join(HERE, "check.py"))
check_book = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_book)

LANGS = ["en", "de"]


HEADER = os.path.join(HERE, "..", "..", "book", "theme", "header.hbs")


# The languages' links as the build writes them in place of the
# `pf-languages` line (api/build.rs, scripts/book/theme.sh); KEPT: the pages
# each language keeps in English.
KEPT = {"en": "", "de": ""}


def picker_links(lang):
    out = []
    for code in LANGS:
        current = ' aria-current="page"' if code == lang else ""
        out.append(
            f'<a class="pf-lang" hreflang="{code}" lang="{code}" data-pf-english="{KEPT[code]}" '
            f'href="../{code}/index.html"{current}>{NAMES[code]}'
            '<span class="pf-english" lang="en"> (English)</span></a>'
        )
    return "\n".join(out)


NAMES = {"en": "English", "de": "Deutsch"}


def render_header(lang, path):
    """book/theme/header.hbs with the few Handlebars fields it uses filled in,
    as mdBook renders it, the links of this test's languages in place of the
    `pf-languages` line."""
    with open(HEADER, encoding="utf-8") as fh:
        text = fh.read()
    lines = [picker_links(lang) if "pf-languages" in l else l for l in text.split("\n")]
    text = "\n".join(lines)
    text = re.sub(r"\{\{!--.*?--\}\}", "", text, flags=re.S)
    text = text.replace("{{path}}", path).replace("{{path_to_root}}", "")
    text = text.replace("{{language}}", lang)
    return text


WORDS = {"en": "Questions at the table", "de": "Fragen am Tisch"}


def page(lang, path, body, ids=("top",), text=None):
    heads = "".join(f'<h2 id="{i}">{WORDS[lang]}</h2>' for i in ids)
    words = WORDS[lang] if text is None else text
    return (
        f"<html><body>{render_header(lang, path)}<main>{heads}<p>{words}</p>{body}</main>"
        "</body></html>"
    )


class CheckBookTest(unittest.TestCase):
    def build(self, files):
        root = tempfile.mkdtemp()
        for rel, text in files.items():
            full = os.path.join(root, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as fh:
                fh.write(text)
        return root

    def run_check(self, root):
        out, err = io.StringIO(), io.StringIO()
        old = sys.argv
        sys.argv = ["check.py", root] + LANGS
        try:
            with redirect_stdout(out), redirect_stderr(err):
                code = check_book.main()
        finally:
            sys.argv = old
        return code, err.getvalue()

    def good_site(self):
        files = {}
        for l in LANGS:
            files[f"{l}/index.html"] = page(l, "index.md", '<a href="faq.html#top">faq</a>')
            files[f"{l}/faq.html"] = page(l, "faq.md", '<a href="index.html">home</a>')
        return files

    def test_good_site_passes(self):
        code, err = self.run_check(self.build(self.good_site()))
        self.assertEqual(code, 0, err)

    def test_broken_link_is_found(self):
        files = self.good_site()
        files["de/faq.html"] = page("de", "faq.md", '<a href="nope.html">x</a>')
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("de/faq.html", err)
        self.assertIn("nope.html", err)

    def test_swagger_ui_deep_links_are_checked(self):
        files = self.good_site()
        for l in LANGS:
            files[f"{l}/faq.html"] = page(
                l, "faq.md", '<a href="/swagger-ui/#/standings/explain_standings">ok</a>'
                '<a href="/swagger-ui/#/rounds">tag</a><a href="/swagger-ui/">ui</a>')
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 0, err)
        files["de/faq.html"] = page("de", "faq.md", '<a href="/swagger-ui/#/rounds/explain_standings">x</a>')
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("no operation '/rounds/explain_standings'", err)

    def test_missing_fragment_is_found(self):
        files = self.good_site()
        files["en/index.html"] = page("en", "index.md", '<a href="faq.html#gone">x</a>')
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("no id 'gone'", err)

    def test_missing_page_in_a_language_is_found(self):
        files = self.good_site()
        del files["de/faq.html"]
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("de: page faq.html exists in en but not here", err)

    def test_page_without_picker_is_found(self):
        files = self.good_site()
        files["de/faq.html"] = '<html><body><main><h2 id="top">Fragen</h2></main></body></html>'
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("de/faq.html: no language picker", err)

    def test_changed_heading_ids_are_found(self):
        files = self.good_site()
        files["de/faq.html"] = page("de", "faq.md", "", ids=("oben",))
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("heading ids differ", err)

    def test_changed_figures_are_found(self):
        files = self.good_site()
        fig = '<span class="pf-fig" data-key="r3.femi.omw">0.5915</span>'
        files["en/faq.html"] = page("en", "faq.md", fig)
        files["de/faq.html"] = page("de", "faq.md", fig.replace("femi", "alice"))
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("figures differ", err)

    def test_duplicate_ids_are_found(self):
        files = self.good_site()
        files["de/faq.html"] = page("de", "faq.md", "", ids=("top", "top"))
        files["en/faq.html"] = page("en", "faq.md", "", ids=("top", "top"))
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("id 'top' is used more than once", err)

    @unittest.skipUnless(shutil.which("node"), "needs Node.js to run the picker script")
    def test_a_picker_script_that_links_elsewhere_is_found(self):
        files = self.good_site()
        broken = page("en", "faq.md", "").replace('"../" + to + "/"', '"../en/"')
        self.assertNotEqual(broken, page("en", "faq.md", ""))
        files["en/faq.html"] = broken
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("the picker script links de to ../en/faq.html, not de/faq.html", err)

    def test_an_untranslated_page_is_found(self):
        files = self.good_site()
        files["de/faq.html"] = page("en", "faq.md", '<a href="index.html">home</a>').replace(
            'data-pf-lang="en"', 'data-pf-lang="de"'
        )
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("de/faq.html: the text is the same as in en: not translated?", err)


    def test_a_languages_page_that_misses_one_is_found(self):
        files = self.good_site()
        both = '<a href="../en/index.html">English</a><a href="../de/index.html">Deutsch</a>'
        files["en/languages.html"] = page("en", "languages.md", both)
        files["de/languages.html"] = page("de", "languages.md", both)
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 0, err)
        files["de/languages.html"] = page("de", "languages.md", '<a href="../de/index.html">Deutsch</a>')
        code, err = self.run_check(self.build(files))
        self.assertEqual(code, 1)
        self.assertIn("de/languages.html: does not list en", err)

    def kept_in_english(self):
        """A site whose de/faq.html is the short page kept in English."""
        files = self.good_site()
        files["en/faq.html"] = page("en", "faq.md", '<a href="index.html">home</a>' + " word" * 60,
                                    ids=("top", "more"))
        files["de/faq.html"] = page("de", "faq.md", '<a href="../en/faq.html">Englisch</a>')
        return files

    def test_a_page_kept_in_english_passes_when_the_picker_says_so(self):
        KEPT["de"] = "faq.html"
        try:
            code, err = self.run_check(self.build(self.kept_in_english()))
        finally:
            KEPT["de"] = ""
        self.assertEqual(code, 0, err)

    def test_a_page_kept_in_english_that_the_picker_ignores_is_found(self):
        code, err = self.run_check(self.build(self.kept_in_english()))
        self.assertEqual(code, 1)
        self.assertIn("the picker says de keeps [] in English, the pages say ['faq.html']", err)

    def test_a_long_page_that_links_to_its_english_page_is_found(self):
        files = self.kept_in_english()
        files["de/faq.html"] = page("de", "faq.md", '<a href="../en/faq.html">x</a>' + " Wort" * 40)
        KEPT["de"] = "faq.html"
        try:
            code, err = self.run_check(self.build(files))
        finally:
            KEPT["de"] = ""
        self.assertEqual(code, 1)
        self.assertIn("de/faq.html: links to en/faq.html as a page kept in en, but has", err)

    @unittest.skipUnless(shutil.which("node"), "needs Node.js to run the picker script")
    def test_the_picker_script_sends_a_page_kept_in_english_to_english(self):
        KEPT["de"] = "faq.html"
        try:
            files = self.kept_in_english()
            # A script that ignores the list is caught.
            files["en/faq.html"] = files["en/faq.html"].replace("var to = english ? \"en\" : lang;", "var to = lang;")
            code, err = self.run_check(self.build(files))
        finally:
            KEPT["de"] = ""
        self.assertEqual(code, 1)
        self.assertIn("the picker script links de to ../de/faq.html, not en/faq.html", err)


if __name__ == "__main__":
    unittest.main()

#!/usr/bin/env python3
"""Check the built documentation site (python3 standard library only).

Usage: scripts/book/check.py BUILD_DIR LANG...   (the first language is the source)

- every internal href/src in every generated HTML page resolves to a file,
  and every #fragment to an id (or name) in the target page;
- every language has exactly the same set of pages as the first language;
- a translated page has the source's heading ids and pf-fig/pf-frac
  figures and not its text, unless it is a page kept in English: a short
  page (under a fifth of the source's words) that links to the same page of
  the source (`../en/integration.html`), keeping only the first heading id;
- each book's languages.html links to every language's start page, and so
  does the site's start page;
- every page carries the language picker, with a link to every language
  (named as its api/locales/<lang>/language.ftl says, when that file is
  there), and the page it points to (same file name) exists in every
  language; on a page a language keeps in English, the picker's script
  links that language to the source's page;
- every deep link into the Swagger UI (`/swagger-ui/#/TAG/OPERATION_ID`)
  names an operation of openapi/openapi.json with that tag.

Prints every problem and exits 1 if there is any.
"""
import html.parser
import json
import os
import posixpath
import shutil
import subprocess
import sys
import urllib.parse

# The site is served at /book/ (the self-hosting page); absolute links are
# checked against that mount point.
MOUNT = "/book/"

# The OpenAPI document that /swagger-ui/ renders (deep links are checked
# against it).
OPENAPI = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "openapi", "openapi.json")
SWAGGER_UI = "/swagger-ui/"
# The catalogues: each language's name for the picker (language.ftl).
LOCALES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "api", "locales")
_operations = None


def swagger_operations():
    """{(tag, operationId)} of the OpenAPI document."""
    global _operations
    if _operations is None:
        with open(OPENAPI, encoding="utf-8") as fh:
            doc = json.load(fh)
        _operations = {
            (tag, op.get("operationId"))
            for item in doc.get("paths", {}).values()
            for op in item.values()
            if isinstance(op, dict)
            for tag in op.get("tags", [])
        }
    return _operations


def check_swagger_link(u):
    """`/swagger-ui/#/TAG/OPERATION_ID` (Swagger UI's deep links) must name
    an operation of the OpenAPI document; `#/TAG` a tag of it."""
    frag = urllib.parse.unquote(u.fragment)
    if not frag.startswith("/"):
        return None
    parts = frag[1:].split("/")
    ops = swagger_operations()
    if len(parts) == 1 and any(t == parts[0] for t, _ in ops):
        return None
    if len(parts) == 2 and tuple(parts) in ops:
        return None
    return f"no operation {frag!r} in openapi/openapi.json (tag/operationId)"


# Pages that mdBook generates itself and that are not chapters.
# The page of each book that lists the languages (languages.md).
LANGUAGES_PAGE = "languages.html"
NON_CHAPTER = {"print.html", "toc.html", "404.html"}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self._link_lang = None  # the picker link whose name is being read
        self.ids = set()
        self.duplicate_ids = set()
        self.links = []  # (tag, attribute, value)
        self.base = None
        self.pickers = []  # dicts: path, root, lang, links {hreflang: href}, names, english
        self.headings = []  # ids of h1..h6, in order
        self.figures = []  # (class, data-key) of the engine-checked figures
        self._in_picker = False
        self._main_depth = 0
        self.main_text = []  # the words of the page's <main>
        self.main_links = []  # the href of each <a> in the page's <main>

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "main" or self._main_depth:
            self._main_depth += tag == "main"
        if a.get("id") in self.ids:
            self.duplicate_ids.add(a["id"])
        for key in ("id", "name"):
            if a.get(key):
                self.ids.add(a[key])
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6") and a.get("id"):
            self.headings.append(a["id"])
        classes = (a.get("class") or "").split()
        if tag == "span" and ("pf-fig" in classes or "pf-frac" in classes):
            kind = "pf-fig" if "pf-fig" in classes else "pf-frac"
            self.figures.append((kind, a.get("data-key")))
        if tag == "a" and self._main_depth and a.get("href") is not None:
            self.main_links.append(a["href"])
        if tag == "base" and a.get("href"):
            self.base = a["href"]
        for key in ("href", "src"):
            if a.get(key) is not None and tag not in ("base",):
                self.links.append((tag, key, a[key]))
        if tag == "nav" and "pf-lang-picker" in (a.get("class") or "").split():
            self._in_picker = True
            self.pickers.append({
                "path": a.get("data-pf-path"),
                "root": a.get("data-pf-root"),
                "lang": a.get("data-pf-lang"),
                "links": {},
                "names": {},
                "english": {},
            })
        elif self._in_picker and tag == "a" and a.get("hreflang"):
            self.pickers[-1]["links"][a["hreflang"]] = a.get("href")
            self.pickers[-1]["english"][a["hreflang"]] = (a.get("data-pf-english") or "").split()
            self._link_lang = a["hreflang"]
            self.pickers[-1]["names"][a["hreflang"]] = ""
        elif self._in_picker and tag == "span" and "pf-english" in (a.get("class") or "").split():
            self._link_lang = None

    def handle_endtag(self, tag):
        if tag == "a":
            self._link_lang = None
        if tag == "nav":
            self._in_picker = False
        if tag == "main" and self._main_depth:
            self._main_depth -= 1

    def handle_data(self, data):
        if self._in_picker and self._link_lang:
            self.pickers[-1]["names"][self._link_lang] += data
        if self._main_depth:
            self.main_text.append(data)


def html_files(root):
    out = set()
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".html"):
                out.add(os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/"))
    return out


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    build = os.path.abspath(sys.argv[1])
    langs = sys.argv[2:]
    problems = []
    parsed = {}

    def parse(rel):
        if rel not in parsed:
            p = Page()
            with open(os.path.join(build, rel), encoding="utf-8") as fh:
                p.feed(fh.read())
            parsed[rel] = p
        return parsed[rel]

    pages = {}
    for lang in langs:
        d = os.path.join(build, lang)
        if not os.path.isdir(d):
            problems.append(f"{lang}: not built ({d} missing)")
            pages[lang] = set()
            continue
        pages[lang] = html_files(d)
        if "index.html" not in pages[lang]:
            problems.append(f"{lang}: no index.html")

    source = langs[0]
    for lang in langs[1:]:
        missing = sorted(pages[source] - pages[lang])
        extra = sorted(pages[lang] - pages[source])
        for m in missing:
            problems.append(f"{lang}: page {m} exists in {source} but not here")
        for e in extra:
            problems.append(f"{lang}: page {e} does not exist in {source}")

    # Translations keep the structure: the same heading ids (so links with a
    # #fragment work in every language) and the same engine-checked figures.
    # A page kept in English keeps only the first heading id.
    english = {lang: set() for lang in langs}
    for lang in langs[1:]:
        for rel in sorted(pages[source] & pages[lang]):
            if os.path.basename(rel) in NON_CHAPTER:
                continue
            a = parse(f"{source}/{rel}")
            b = parse(f"{lang}/{rel}")
            if links_to_source(b, lang, rel, source):
                english[lang].add(rel)
                words_a = len("".join(a.main_text).split())
                words_b = len("".join(b.main_text).split())
                if words_b * 5 > words_a:
                    problems.append(
                        f"{lang}/{rel}: links to {source}/{rel} as a page kept in {source}, "
                        f"but has {words_b} words ({source}: {words_a})"
                    )
                if b.headings[:1] != a.headings[:1]:
                    problems.append(
                        f"{lang}/{rel}: the first heading id is {b.headings[:1]}, "
                        f"{source} has {a.headings[:1]}"
                    )
                continue
            # Compared as sets: a glossary may be sorted in the language's
            # own alphabetical order.
            if sorted(a.headings) != sorted(b.headings):
                problems.append(
                    f"{lang}/{rel}: heading ids differ from {source}: "
                    f"missing {sorted(set(a.headings) - set(b.headings))}, "
                    f"extra {sorted(set(b.headings) - set(a.headings))}"
                )
            if " ".join("".join(a.main_text).split()) == " ".join("".join(b.main_text).split()):
                problems.append(f"{lang}/{rel}: the text is the same as in {source}: not translated?")
            if sorted(a.figures, key=str) != sorted(b.figures, key=str):
                problems.append(f"{lang}/{rel}: the pf-fig/pf-frac figures differ from {source}")

    all_files = set()
    for d, _, files in os.walk(build):
        for f in files:
            all_files.add(os.path.relpath(os.path.join(d, f), build).replace(os.sep, "/"))

    checked = 0
    for rel in sorted(all_files):
        if not rel.endswith(".html"):
            continue
        page = parse(rel)
        here = posixpath.dirname(rel)
        base_dir = here
        if page.base is not None:
            b = urllib.parse.urlsplit(page.base)
            if b.scheme or b.netloc:
                problems.append(f"{rel}: <base href={page.base!r}> is not on this site")
                continue
            if b.path.startswith("/"):
                if not b.path.startswith(MOUNT):
                    problems.append(f"{rel}: <base href={page.base!r}> is outside {MOUNT}")
                    continue
                base_dir = posixpath.normpath(b.path[len(MOUNT):] or ".")
            else:
                base_dir = posixpath.normpath(posixpath.join(here, b.path))
            base_dir = "" if base_dir == "." else base_dir.rstrip("/")
        for dup in sorted(page.duplicate_ids):
            problems.append(f"{rel}: id {dup!r} is used more than once")
        for tag, attr, value in page.links:
            checked += 1
            problem = check_link(build, all_files, parse, rel, base_dir, value)
            if problem:
                problems.append(f"{rel}: <{tag} {attr}={value!r}>: {problem}")

        top = rel.split("/", 1)[0]
        # toc.html is the sidebar frame for browsers without JavaScript, not
        # a page of its own.
        if top in langs and rel != "index.html" and not rel.endswith("/toc.html"):
            check_picker(rel, top, page, langs, pages, english, problems)

    scripted = run_picker_script(build, langs, pages, english, problems)

    # Each book's page of languages links to every language.
    for lang in langs:
        rel = f"{lang}/{LANGUAGES_PAGE}"
        if rel not in all_files:
            continue
        listed = {
            posixpath.normpath(posixpath.join(lang, urllib.parse.urlsplit(v).path))
            for v in parse(rel).main_links
        }
        missing = [l for l in langs if f"{l}/index.html" not in listed]
        if missing:
            problems.append(f"{rel}: does not list {', '.join(missing)}")

    # The site's start page lists every language.
    if "index.html" in all_files:
        listed = {posixpath.normpath(v).split("/")[0] for _t, attr, v in parse("index.html").links if attr == "href"}
        missing = [l for l in langs if l not in listed]
        if missing:
            problems.append(f"index.html: the start page does not list {', '.join(missing)}")

    for p in problems:
        print("book check:", p, file=sys.stderr)
    n_pages = sum(len(v) for v in pages.values())
    if problems:
        print(f"book check: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(
        f"book check: OK — {len(langs)} languages, {n_pages} pages, {checked} links checked"
        + (f", picker script run on {scripted} pages" if scripted else "")
    )
    return 0


def check_link(build, all_files, parse, rel, base_dir, value):
    value = value.strip()
    if not value:
        return "empty link"
    u = urllib.parse.urlsplit(value)
    if u.scheme in ("http", "https", "mailto", "tel", "data", "javascript") or u.netloc:
        return None  # external: not checked here (no network)
    if u.scheme:
        return f"unexpected scheme {u.scheme!r}"
    path = urllib.parse.unquote(u.path)
    if path == "":
        target = rel
    elif path.startswith("/"):
        if not path.startswith(MOUNT):
            # Served by the API server itself (e.g. /swagger-ui/): only its
            # deep links into the API reference are checked.
            if path == SWAGGER_UI and u.fragment:
                return check_swagger_link(u)
            return None
        target = posixpath.normpath(path[len(MOUNT):] or ".")
    else:
        target = posixpath.normpath(posixpath.join(base_dir, path))
    if target.startswith("..") or target.startswith("/"):
        return "points outside the site"
    if target == "." or path.endswith("/"):
        target = posixpath.join("" if target == "." else target, "index.html")
    if target not in all_files:
        return f"target {target} does not exist"
    if u.fragment and target.endswith(".html"):
        frag = urllib.parse.unquote(u.fragment)
        if frag not in parse(target).ids:
            lang, _, page = target.partition("/")
            if lang != "en" and links_to_source(parse(target), lang, page, "en"):
                return (f"no id {frag!r} in {target}, a page kept in English: "
                        f"link to ../en/{page}#{frag} instead")
            return f"no id {frag!r} in {target}"
    return None


def links_to_source(page, lang, rel, source):
    """Whether `page` (lang/rel) links to the same page of the source book:
    the page says it is kept in the source's language."""
    want = f"{source}/{rel}"
    for value in page.main_links:
        path = urllib.parse.urlsplit(value.strip()).path
        if path and posixpath.normpath(posixpath.join(posixpath.dirname(f"{lang}/{rel}"), path)) == want:
            return True
    return False


def language_name(lang):
    """The language's name as api/locales/<lang>/language.ftl gives it, or
    None when the file is not there (a hand-made test site)."""
    path = os.path.join(LOCALES, lang, "language.ftl")
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            key, _, value = line.partition("=")
            if key.strip() == "language-name":
                return value.strip()
    return None


def check_picker(rel, lang, page, langs, pages, english, problems):
    if not page.pickers:
        problems.append(f"{rel}: no language picker")
        return
    picker = page.pickers[-1]
    if picker["lang"] != lang:
        problems.append(f"{rel}: picker says language {picker['lang']!r}, page is in {lang}/")
    missing = [l for l in langs if l not in picker["links"]]
    if missing:
        problems.append(f"{rel}: language picker lacks {', '.join(missing)}")
    extra = [l for l in picker["links"] if l not in langs]
    if extra:
        problems.append(f"{rel}: language picker has {', '.join(extra)}, not a language checked here")
    for l in langs:
        name = language_name(l)
        shown = " ".join(picker["names"].get(l, "").split())
        if name is not None and l in picker["links"] and shown != name:
            problems.append(f"{rel}: the picker names {l} {shown!r}, its language.ftl {name!r}")
        said = set(picker["english"].get(l, []))
        kept = {posixpath.basename(p) for p in english.get(l, set())}
        if l in picker["links"] and said != kept:
            problems.append(
                f"{rel}: the picker says {l} keeps {sorted(said)} in English, the pages say {sorted(kept)}"
            )
    # What the picker's script links to: the same file in the other books.
    path = picker["path"]
    if not path:
        problems.append(f"{rel}: language picker has no page path")
        return
    html_page = path[:-3] + ".html" if path.endswith(".md") else path
    own = rel.split("/", 1)[1]
    if html_page != own and not (own == "index.html") and os.path.basename(own) not in NON_CHAPTER:
        problems.append(f"{rel}: picker page path {path!r} does not match the file {own}")
    for other in langs:
        if html_page not in pages.get(other, set()):
            problems.append(f"{rel}: picker would link to {other}/{html_page}, which does not exist")


def run_picker_script(build, langs, pages, english, problems):
    """Run the picker's own JavaScript (when Node.js is installed) on every
    page and check that each link it sets leads to the same page in that
    language."""
    node = shutil.which("node")
    if node is None:
        print("book check: node not found, the picker script itself is not run")
        return 0
    files = [
        os.path.join(build, lang, rel)
        for lang in langs
        for rel in sorted(pages[lang])
        if os.path.basename(rel) != "toc.html"
    ]
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "picker-check.mjs")
    run = subprocess.run(
        [node, script], input=json.dumps(files), capture_output=True, text=True, check=False
    )
    if run.returncode != 0:
        problems.append(f"picker script failed under node: {run.stderr.strip()[:500]}")
        return 0
    seen = 0
    for line in run.stdout.splitlines():
        result = json.loads(line)
        seen += 1
        rel = os.path.relpath(result["page"], build).replace(os.sep, "/")
        lang, own = rel.split("/", 1)
        if result["links"] is None:
            continue  # reported by check_picker
        if result.get("current") != [lang]:
            problems.append(f"{rel}: the picker script marks {result.get('current')} as current")
        for other, href in result["links"].items():
            target = posixpath.normpath(posixpath.join(lang, href.split("#")[0]))
            want = f"{other}/{own}" if own != "404.html" else f"{other}/404.html"
            if own in english.get(other, set()) and other != lang:
                want = f"{langs[0]}/{own}"
            if target != want:
                problems.append(f"{rel}: the picker script links {other} to {href}, not {want}")
            elif target.split("/", 1)[1] not in pages.get(other, set()):
                problems.append(f"{rel}: the picker script links to missing {target}")
    if seen != len(files):
        problems.append(f"picker script answered for {seen} of {len(files)} pages")
    return seen


if __name__ == "__main__":
    sys.exit(main())

// Runs the language picker's script (book/theme/header.hbs, as rendered in
// each built page) against a minimal stand-in for the browser DOM and prints
// the links it sets, one JSON object per page: {"page", "links": {lang: href}}.
// Used by check.py when Node.js is available.
import { readFileSync } from "node:fs";

const pages = JSON.parse(readFileSync(0, "utf8"));
for (const file of pages) {
  const html = readFileSync(file, "utf8");
  const navTag = html.match(/<nav class="pf-lang-picker"[^>]*>/);
  if (!navTag) {
    console.log(JSON.stringify({ page: file, links: null }));
    continue;
  }
  const attr = (name) => {
    const m = navTag[0].match(new RegExp(`${name}="([^"]*)"`));
    return m ? m[1] : null;
  };
  const links = [...html.matchAll(/<a class="pf-lang" [^>]*>/g)].map(([tag]) => {
    const a = (name) => {
      const m = tag.match(new RegExp(` ${name}="([^"]*)"`));
      return m ? m[1] : null;
    };
    return {
      lang: a("lang"),
      english: a("data-pf-english"),
      href: a("href"),
      current: null,
      getAttribute(k) { return k === "lang" || k === "hreflang" ? this.lang : k === "data-pf-english" ? this.english : null; },
      setAttribute(k, v) { if (k === "href") this.href = v; else if (k === "aria-current") this.current = v; },
    };
  });
  const nav = { getAttribute: attr, querySelectorAll: () => links };
  const script = html
    .split("<script>")
    .map((s) => s.split("</script>")[0])
    .find((s) => s.includes('getAttribute("data-pf-root")'));
  const document = { querySelectorAll: () => [nav] };
  const window = { location: { hash: "" }, addEventListener() {} };
  new Function("document", "window", script)(document, window);
  const out = {};
  for (const l of links) out[l.lang] = l.href;
  const current = links.filter((l) => l.current === "page").map((l) => l.lang);
  console.log(JSON.stringify({ page: file, links: out, current }));
}

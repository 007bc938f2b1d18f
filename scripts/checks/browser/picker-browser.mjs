// The language picker in a real browser (headless Chromium through
// playwright-core). Run by scripts/book/browser.sh, which serves the built
// book and installs the packages; by hand:
//
//   node picker-browser.mjs BASE_URL BUILD_DIR SHOT_DIR LANG...
//
// BASE_URL is where BUILD_DIR is served (e.g. http://127.0.0.1:8080/book/).
//
// Every page: every page of every language's book (each LANG's folder of
// BUILD_DIR, its pages kept in English included), at 1280×800 and at
// 390×844 (a phone), opened in one browser with one context per size:
// the page answers 200 and raises no script error, and the picker is
// visible and wholly inside the viewport, above the menu bar and the
// content (not overlapping either), and the browser would deliver a click
// on each of its links to that link (nothing covers it: a hit test at each
// link's centre). PICKER_TABS pages of a context load at once (default 2,
// the cores of CI; 1 for one at a time).
//
// A sample, for the checks that click (at both sizes): a click on another
// language's link on a page opened with a #fragment must land on the same
// page and fragment in that language, with JavaScript on; with JavaScript
// off the picker is still in view and leads to the language's start page.
// Opened at a #heading, the menu bar is in view and its language button
// leads to the picker. On the English pages that other languages keep in
// English, their links stay on the page and say so. With
// CHECK_ACCEPT_LANGUAGE=1 (the real server), BASE_URL itself, opened by a
// browser that prefers German, must end on the German book. Screenshots of
// one page at both sizes go to SHOT_DIR. Exits 1 with every problem listed.
import { readdirSync, mkdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { chromium } from "playwright-core";

const [base, buildDir, shotDir, ...langs] = process.argv.slice(2);
if (!base || !buildDir || !shotDir || langs.length === 0) {
  console.error("usage: node picker-browser.mjs BASE_URL BUILD_DIR SHOT_DIR LANG...");
  process.exit(2);
}
const root = base.endsWith("/") ? base : `${base}/`;
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];
// The page (and one of its headings) the fragment and screenshots use.
const SAMPLE = "pairings-and-standings.html";

function pages(lang) {
  const dir = join(buildDir, lang);
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      // toc.html is the sidebar's frame for browsers without JavaScript.
      else if (e.name.endsWith(".html") && e.name !== "toc.html") {
        out.push(relative(dir, p).split(sep).join("/"));
      }
    }
  };
  walk(dir);
  return out.sort();
}

// Pages of one context loading at once: CI has two cores, and more tabs
// than cores only wait for them (PICKER_TABS=1 loads one at a time).
const TABS = Math.max(1, Number.parseInt(process.env.PICKER_TABS || "2", 10) || 1);

const problems = [];
const fail = (msg) => problems.push(msg);

// In the page: where the picker is and whether it is usable. Returns the
// problems found (strings).
function inspect() {
  const out = [];
  const navs = document.querySelectorAll("nav.pf-lang-picker");
  if (navs.length !== 1) return [`${navs.length} language pickers`];
  const nav = navs[0];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const r = nav.getBoundingClientRect();
  const style = getComputedStyle(nav);
  if (r.width < 1 || r.height < 1 || style.visibility !== "visible" || style.display === "none" || Number(style.opacity) === 0) {
    out.push(`picker not visible (${r.width}×${r.height}, ${style.display}, ${style.visibility}, opacity ${style.opacity})`);
  }
  const box = `x ${r.left.toFixed(0)}..${r.right.toFixed(0)}, y ${r.top.toFixed(0)}..${r.bottom.toFixed(0)}`;
  if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
    out.push(`picker outside the ${vw}×${vh} viewport: ${box}`);
  }
  const below = (sel) => {
    const el = document.querySelector(sel);
    if (!el) return;
    const b = el.getBoundingClientRect();
    if (b.height > 0 && b.top < r.bottom - 0.5 && b.bottom > r.top + 0.5) {
      out.push(`picker (${box}) overlaps ${sel} (y ${b.top.toFixed(0)}..${b.bottom.toFixed(0)})`);
    }
  };
  below("#mdbook-menu-bar");
  below("#mdbook-content");
  const links = nav.querySelectorAll("a.pf-lang");
  for (const a of links) {
    const lr = a.getBoundingClientRect();
    const x = lr.left + lr.width / 2;
    const y = lr.top + lr.height / 2;
    if (lr.width < 1 || lr.height < 1 || x < 0 || y < 0 || x > vw || y > vh) {
      out.push(`link ${a.lang} not in view`);
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === a || a.contains(hit))) {
      const what = hit ? `${hit.tagName.toLowerCase()}${hit.id ? "#" + hit.id : ""}.${hit.className}` : "nothing";
      out.push(`link ${a.lang}: a click at its centre reaches ${what}`);
    }
  }
  return out;
}

// A real click (Playwright refuses it when something covers the link or it
// cannot be scrolled into view) on the picker's link to `lang`, and the
// navigation it starts.
async function follow(page, lang, where) {
  try {
    await Promise.all([
      page.waitForURL(`**/${lang}/**`, { timeout: 10000 }),
      page.click(`nav.pf-lang-picker a.pf-lang[lang="${lang}"]`, { timeout: 10000 }),
    ]);
  } catch (e) {
    fail(`${where}: clicking the ${lang} link failed: ${e.message.split("\n")[0]}`);
  }
}

const started = Date.now();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
let opened = 0;
try {
  mkdirSync(shotDir, { recursive: true });
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.name === "phone",
      hasTouch: size.name === "phone",
    });
    // print.html asks for the print dialog; there is none to wait for here.
    await context.addInitScript(() => { window.print = () => {}; });
    const watch = (page) => page.on("pageerror", (e) => fail(`${size.name} ${page.url()}: script error: ${e.message}`));

    // Every page, TABS at a time; the problems listed in page order.
    const queue = langs.flatMap((lang) => pages(lang).map((rel) => ({ lang, rel, found: [] })));
    let next = 0;
    const sweep = async () => {
      const tab = await context.newPage();
      watch(tab);
      while (next < queue.length) {
        const item = queue[next++];
        const where = `${size.name} ${size.width}×${size.height} ${item.lang}/${item.rel}`;
        try {
          const res = await tab.goto(`${root}${item.lang}/${item.rel}`, { waitUntil: "load" });
          opened++;
          if (!res || res.status() !== 200) item.found.push(`${where}: HTTP ${res ? res.status() : "no answer"}`);
          else for (const p of await tab.evaluate(inspect)) item.found.push(`${where}: ${p}`);
        } catch (e) {
          item.found.push(`${where}: ${e.message.split("\n")[0]}`);
        }
      }
      await tab.close();
    };
    await Promise.all(Array.from({ length: TABS }, sweep));
    for (const item of queue) item.found.forEach(fail);

    const page = await context.newPage();
    watch(page);
    await page.goto(`${root}${langs[0]}/${SAMPLE}`, { waitUntil: "load" });
    await page.screenshot({ path: join(shotDir, `picker-${size.name}.png`) });

    // A page that a language keeps in English (its page only says so):
    // on the English page, that language's link goes to the English page
    // itself and says "(English)"; following it stays on that page.
    for (const kept of ["integration.html", "self-hosting.html"]) {
      await page.goto(`${root}${langs[0]}/${kept}`, { waitUntil: "load" });
      opened++;
      const english = await page.$$eval("nav.pf-lang-picker a.pf-lang", (as) =>
        as.filter((a) => a.getAttribute("data-pf-in-english") === "true").map((a) => ({
          lang: a.lang,
          href: a.href,
          said: getComputedStyle(a.querySelector(".pf-english")).display !== "none",
          text: a.textContent,
        })));
      for (const e of english) {
        const where = `${size.name} ${langs[0]}/${kept}, the ${e.lang} link`;
        if (e.href !== `${root}${langs[0]}/${kept}`) fail(`${where} goes to ${e.href}`);
        if (!e.said) fail(`${where} does not say (English): ${e.text}`);
      }
      if (english.length && size.name === "desktop") {
        await page.screenshot({ path: join(shotDir, `picker-kept-in-english.png`) });
      }
    }

    // Following a link keeps the page and the #fragment.
    const [from, to] = [langs[0], langs[1]];
    await page.goto(`${root}${from}/${SAMPLE}`, { waitUntil: "load" });
    const ids = await page.$$eval("main h2[id]", (hs) => hs.map((h) => h.id));
    const frag = ids[Math.min(1, ids.length - 1)];
    if (!frag) {
      fail(`${from}/${SAMPLE}: no heading with an id`);
    } else {
      await page.goto(`${root}${from}/${SAMPLE}#${frag}`, { waitUntil: "load" });
      await follow(page, to, `${size.name} ${from}/${SAMPLE}#${frag}`);
      const want = `${root}${to}/${SAMPLE}#${frag}`;
      if (page.url() !== want) fail(`${size.name}: the ${to} link on ${from}/${SAMPLE}#${frag} went to ${page.url()}, not ${want}`);
      const target = await page.$(`[id="${frag}"]`);
      if (!target) fail(`${size.name}: ${to}/${SAMPLE} has no #${frag}`);
      else if (!(await target.isVisible())) fail(`${size.name}: ${to}/${SAMPLE}#${frag} is not shown`);
      const current = await page.$$eval('nav.pf-lang-picker a[aria-current="page"]', (as) => as.map((a) => a.lang));
      if (current.join() !== to) fail(`${size.name}: ${to}/${SAMPLE} marks ${current} as the current language`);

      // Opened at the #heading, the picker is far above: the menu bar is
      // wholly in view (not half above the window, as mdBook leaves it),
      // the heading below it, and the menu bar's language button brings
      // the picker into view with the focus on its first link.
      await page.goto(`${root}${from}/${SAMPLE}#${frag}`, { waitUntil: "load" });
      await page.waitForTimeout(100);
      const where = `${size.name} ${from}/${SAMPLE}#${frag}`;
      const jump = await page.evaluate((id) => {
        const m = document.getElementById("mdbook-menu-bar").getBoundingClientRect();
        const h = document.getElementById(id).getBoundingClientRect();
        return { menuTop: m.top, menuBottom: m.bottom, heading: h.top, scrolled: document.scrollingElement.scrollTop };
      }, frag);
      if (jump.scrolled < 100) fail(`${where}: the page did not scroll to the heading`);
      if (jump.menuTop < -0.5 || jump.menuBottom > size.height) fail(`${where}: the menu bar is not wholly in view (y ${jump.menuTop.toFixed(0)}..${jump.menuBottom.toFixed(0)})`);
      if (jump.heading < jump.menuBottom - 0.5) fail(`${where}: the heading (y ${jump.heading.toFixed(0)}) is under the menu bar (to y ${jump.menuBottom.toFixed(0)})`);
      try {
        await page.click("#mdbook-menu-bar .pf-lang-jump", { timeout: 5000 });
        await page.waitForTimeout(100);
        for (const p of await page.evaluate(inspect)) fail(`${where}, after the menu bar's language button: ${p}`);
        const focused = await page.evaluate(() => {
          const a = document.activeElement;
          return a && a.matches("nav.pf-lang-picker a") ? a.lang : null;
        });
        if (!focused) fail(`${where}: the menu bar's language button left the focus outside the picker`);
      } catch (e) {
        fail(`${where}: the menu bar's language button: ${e.message.split("\n")[0]}`);
      }
    }
    await context.close();

    // Without JavaScript: the picker is still in view and its links lead
    // to the languages' start pages.
    const nojs = await browser.newContext({ viewport: { width: size.width, height: size.height }, javaScriptEnabled: false });
    const p2 = await nojs.newPage();
    await p2.goto(`${root}${langs[0]}/${SAMPLE}`, { waitUntil: "load" });
    for (const p of await p2.evaluate(`(${inspect.toString()})()`)) fail(`${size.name} without JavaScript ${langs[0]}/${SAMPLE}: ${p}`);
    const marked = await p2.$$eval('nav.pf-lang-picker a[aria-current="page"]', (as) => as.map((a) => a.lang));
    if (marked.join() !== langs[0]) fail(`${size.name} without JavaScript: ${marked} marked as the current language`);
    await p2.screenshot({ path: join(shotDir, `picker-${size.name}-nojs.png`) });
    await follow(p2, to, `${size.name} without JavaScript ${langs[0]}/${SAMPLE}`);
    if (p2.url() !== `${root}${to}/index.html`) fail(`${size.name} without JavaScript: the ${to} link went to ${p2.url()}`);
    await nojs.close();
  }

  if (process.env.CHECK_ACCEPT_LANGUAGE === "1") {
    // The book's root, opened by a browser that prefers German.
    const want = langs.includes("de") ? "de" : langs[0];
    const ctx = await browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" } });
    const p = await ctx.newPage();
    await p.goto(root, { waitUntil: "load" });
    if (!p.url().startsWith(`${root}${want}/`)) fail(`${root} with Accept-Language de went to ${p.url()}`);
    await ctx.close();
  }
} finally {
  await browser.close();
}

const secs = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  for (const p of problems) console.error(`picker (browser): ${p}`);
  console.error(`picker (browser): ${problems.length} problem(s) on ${opened} page loads`);
  process.exit(1);
}
console.log(`picker (browser): OK — ${opened} page loads at ${SIZES.map((s) => `${s.width}×${s.height}`).join(" and ")} in ${secs}s; screenshots in ${shotDir}`);

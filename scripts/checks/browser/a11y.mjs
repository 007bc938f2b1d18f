// Accessibility and looks of every page the service serves, in a real
// browser (headless Chromium through playwright-core) with axe-core. Run by
// scripts/checks/a11y.sh, which builds the server and installs the pinned
// packages; by hand (next to node_modules):
//
//   node a11y.mjs BIN WORK_DIR PORT SHOT_DIR
//
// Starts the real server BIN once (a fresh SQLite file in WORK_DIR, on
// PORT), creates through the API the tournaments the pages need (a German
// 16-player event with round 1 played, a double loss in it, and round 2
// published with its clock running; a top 8 in its quarterfinals; a round
// with a bye; a round still being paired; a finished event), then opens
// each page in one Chromium and:
//
// 1. runs axe-core (axe.min.js injected into the page): any violation of
//    `critical` or `serious` impact fails the run (rule, impact, the
//    elements, the help text are printed); the others are listed;
//    third-party pages (Swagger UI) are only reported;
// 2. checks that `<html lang>` is set and that there is exactly one `<h1>`
//    (or the page's documented reason for another count);
// 3. takes screenshots at 1280×800, 1024×768 and 390×844 into SHOT_DIR
//    (NAME-desktop.png, NAME-tablet.png, NAME-phone.png);
// 4. on the player's pages (`/p…`), checks that nothing scrolls sideways at
//    390×844 (the printed sheets and the wall screen are exempt).
//
// The book's pages (every page of the English, German and Greek books) go
// through one tab, at 1280×800 and then at 390×844: status, `<html lang>`,
// the `<h1>`s, and axe over the whole page (mdBook's layout included,
// fixed by our theme in book/theme/), critical or serious failing.
//
// Exits 1 with every problem listed.
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { testServer } from "./server.mjs";
import { consoleEvent } from "./console-e2e.mjs";

const [bin, work, port, shotDir] = process.argv.slice(2);
if (!bin || !work || !port || !shotDir) {
  console.error("usage: node a11y.mjs BIN WORK_DIR PORT SHOT_DIR");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const axePath = join(here, "node_modules", "axe-core", "axe.min.js");
const problems = [];
const notes = [];
const fail = (msg) => {
  problems.push(msg);
  console.error(`FAIL: ${msg}`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const SIZES = [
  ["desktop", 1280, 800],
  ["tablet", 1024, 768],
  ["phone", 390, 844],
];

const server = testServer(bin, work, port, "a11y.db");
const { base, log, start: startServer, stop: stopServer, call } = server;

const NAMES = [
  "Jürgen Weiß", "Αλέξανδρος Παπαδόπουλος", "Ærlig Østby", "Chloé Lefèvre",
  "Giulia Bianchi", "José Núñez", "Anna Schmidt", "Νίκος Γεωργίου",
  "Björn Åberg", "Émile Zola", "Lucía Gómez", "Marco Rossi",
  "Sophie Müller", "Δημήτρης Κωνσταντίνου", "Ola Nordmann", "Maximilian Hoffmann-Schulz",
];
const pid = (v) => (v && typeof v === "object" ? v.id : v);

// A tournament of `names` (the players as the bulk registration answers,
// with their codes).
async function tournament(key, name, names, extra = {}) {
  const { id } = await call("POST", "/api/v1/tournaments", { name, ...extra }, key);
  const added = await call("POST", `/api/v1/tournaments/${id}/players/bulk`,
    { players: names.map((n) => ({ name: n })) }, key);
  return { id, players: added.items || added.players };
}
async function publish(key, tid, n) {
  await call("POST", `/api/v1/tournaments/${tid}/rounds`, {}, key);
  return call("POST", `/api/v1/tournaments/${tid}/rounds/${n}/publish`, {}, key);
}
async function results(key, tid, n, round, pick) {
  let i = 0;
  for (const p of round.pairings.filter((p) => !p.bye)) {
    const body = pick(i++);
    if (body) {
      await call("PUT", `/api/v1/tournaments/${tid}/rounds/${n}/tables/${p.table}/result`, body, key);
    }
  }
}
const GAMES = [
  { double_loss: true },
  { wins: 2, losses: 0, draws: 0 },
  { wins: 2, losses: 1, draws: 0 },
  { wins: 1, losses: 2, draws: 0 },
  { wins: 1, losses: 1, draws: 1 },
];

// Every page to look at: [name, path, options]. Options: `auth` (the
// organizer's key is sent), `player` (the phone rules of `/p…` apply),
// `thirdParty` (violations are only reported), `console` (signed in to the
// organizer's console first, through its sign-in form), `h1` (the number of `<h1>`
// expected when it is not one, and why), `status` (the status expected).
async function setUp() {
  const { api_key: key } = await call("POST", "/api/v1/organizers", { name: "Spielhalle Drachenhort" });

  // The German event: round 1 played (a double loss among the results),
  // round 2 published, its clock running.
  const a = await tournament(key, "Freitagsturnier im Drachenhort", NAMES,
    { language: "de", planned_rounds: 3 });
  const r1 = await publish(key, a.id, 1);
  await results(key, a.id, 1, r1, (i) => GAMES[i % GAMES.length]);
  const r2 = await publish(key, a.id, 2);
  await call("POST", `/api/v1/tournaments/${a.id}/rounds/2/clock/start`, {}, key);
  const seated = a.players.find((p) =>
    r2.pairings.some((t) => !t.bye && (pid(t.player_a) === p.id || pid(t.player_b) === p.id)));

  // A top 8 in its quarterfinals, two results in.
  const cut = await tournament(key, "Top 8 im Drachenhort", NAMES.slice(0, 8), { planned_rounds: 1 });
  const c1 = await publish(key, cut.id, 1);
  await results(key, cut.id, 1, c1, () => GAMES[1]);
  await call("POST", `/api/v1/tournaments/${cut.id}/top-cut`, { size: 8 }, key);
  const q = await call("POST", `/api/v1/tournaments/${cut.id}/rounds/2/publish`, {}, key);
  await results(key, cut.id, 2, q, (i) => (i < 2 ? GAMES[2 + i] : null));

  // Five players: one has the bye.
  const odd = await tournament(key, "Pauper am Mittwoch", NAMES.slice(8, 13), { planned_rounds: 3 });
  const o1 = await publish(key, odd.id, 1);
  const byeTable = o1.pairings.find((t) => t.bye);
  const byePlayer = odd.players.find((p) => p.id === pid(byeTable.player_a));
  // The reporting states of the player's page (RULES.md §12), through the
  // players' own API with their codes: at one table A reported and waits
  // while B is asked to confirm; at the other both claimed the win.
  const asPlayer = async (path, body, code) => {
    const r = await fetch(base + `/api/v1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Player ${code}` },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${path} as a player: ${r.status} ${await r.text()}`);
  };
  const [t1, t2] = o1.pairings.filter((t) => !t.bye);
  const codeOf = (v) => odd.players.find((p) => p.id === pid(v)).code;
  await asPlayer("/me/report", { wins: 2, losses: 1, draws: 0 }, codeOf(t1.player_a));
  await asPlayer("/me/report", { wins: 2, losses: 0, draws: 0 }, codeOf(t2.player_a));
  await asPlayer("/me/report", { wins: 2, losses: 0, draws: 0 }, codeOf(t2.player_b));

  // Round 2 still being paired (the public sees the waiting screen), and a
  // finished event.
  const pairing = await tournament(key, "Modern — Sonntag", NAMES.slice(0, 4), { planned_rounds: 3 });
  const p1 = await publish(key, pairing.id, 1);
  await results(key, pairing.id, 1, p1, () => GAMES[1]);
  await call("POST", `/api/v1/tournaments/${pairing.id}/rounds`, {}, key);
  const done = await tournament(key, "Legacy — Samstag", NAMES.slice(4, 8), { planned_rounds: 1 });
  const d1 = await publish(key, done.id, 1);
  await results(key, done.id, 1, d1, (i) => GAMES[2 + i]);
  await call("POST", `/api/v1/tournaments/${done.id}/finish`, {}, key);

  const T = (t) => `/api/v1/tournaments/${t.id}`;
  const pages = [
    ["index", "/", {}],
    ["player-seated", `/p/${seated.code}`, { player: true }],
    ["player-seated-el", `/p/${seated.code}?lang=el`, { player: true }],
    ["player-bye", `/p/${byePlayer.code}`, { player: true }],
    ["player-reported", `/p/${codeOf(t1.player_a)}`, { player: true }],
    ["player-to-confirm", `/p/${codeOf(t1.player_b)}?lang=de`, { player: true }],
    ["player-disputed", `/p/${codeOf(t2.player_b)}`, { player: true }],
    ["player-result-entered", `/p/${cut.players.find((p) => p.id === pid(q.pairings[0].player_a)).code}`, { player: true }],
    ["player-finished", `/p/${done.players[0].code}`, { player: true }],
    ["player-code-box", "/p", { player: true }],
    ["player-unknown-code", "/p/WRONG-CODE-0000-0000", { player: true, status: 401 }],
    ["player-drop-step", `/p/${seated.code}`, { player: true, action: "drop" }],
    ["player-form-refused", `/p/${seated.code}`, { player: true, action: "refused" }],
    ["round-by-table", `${T(a)}/rounds/2/print`, {}],
    ["round-by-name", `${T(a)}/rounds/2/print?sort=name`, {}],
    ["round-slips", `${T(a)}/rounds/2/print?sheet=slips`, {}],
    ["round-1-by-table", `${T(a)}/rounds/1/print`, {}],
    ["standings", `${T(a)}/standings/print`, {}],
    ["code-slips", `${T(a)}/players/codes/print`, { auth: true }],
    ["code-slip", `${T(a)}/players/${seated.id}/code/print`, { auth: true }],
    ["bracket-poster", `${T(cut)}/top-cut/print`, {}],
    ["screen-swiss", `${T(a)}/rounds/2/screen`, { screen: true }],
    ["screen-bracket", `${T(cut)}/rounds/2/screen`, { screen: true }],
    ["screen-waiting", `${T(pairing)}/rounds/2/screen`, { screen: true }],
    ["swagger-ui", "/swagger-ui/", { thirdParty: true, swagger: true }],
    // The organizer's console, signed in with the key (German, as the
    // organizer's browser asks).
    ["console-sign-in", "/console/sign-in?lang=de", {}],
    ["console-home", "/console/?lang=de", { console: true }],
    ["console-new", "/console/new?lang=de", { console: true }],
    ["console-tournament", `/console/t/${a.id}?lang=de`, { console: true }],
    ["console-tournament-el", `/console/t/${a.id}?lang=el`, { console: true }],
    ["console-round", `/console/t/${a.id}/r/2?lang=de`, { console: true }],
    ["console-round-done", `/console/t/${a.id}/r/1?lang=en`, { console: true }],
    ["console-round-pairing", `/console/t/${pairing.id}/r/2?lang=en`, { console: true }],
    ["console-round-playoff", `/console/t/${cut.id}/r/2?lang=fr`, { console: true }],
    ["console-standings", `/console/t/${a.id}/standings?lang=de`, { console: true }],
    ["console-standings-cut", `/console/t/${cut.id}/standings?lang=nb`, { console: true }],
    ["console-audit", `/console/t/${a.id}/audit?lang=it`, { console: true }],
    ["console-not-found", "/console/t/nope?lang=de", { console: true, status: 404 }],
  ];
  return { key, pages };
}

// The book: every page of BOOK_LANGS (mdBook's index.html, a copy of the
// first chapter, and the pages its table of contents lists), when the
// server has a book. print.html (the whole book on one page, which opens
// the print dialog) and 404.html are left out.
// A sample that keeps the run time: every page of English, German and the
// first language written in CJK characters (Japanese first; Greek while
// there is none), and the start page of every other language of
// PF_LANGUAGES (scripts/lib/languages.sh).
const ALL_LANGS = (process.env.PF_LANGUAGES || "en de el").split(/\s+/).filter(Boolean);
const CJK = ["ja", "zh-Hans", "zh-Hant", "ko"].find((l) => ALL_LANGS.includes(l));
const BOOK_LANGS = ["en", "de", CJK || "el"].filter((l) => ALL_LANGS.includes(l));
const START_ONLY = ALL_LANGS.filter((l) => !BOOK_LANGS.includes(l));
// The pages whose screenshots are kept (a figure, wide tables and code).
const BOOK_SHOTS = new Set(["pairings-and-standings", "integration", "organizer-guide", "clock-and-screen"]);
async function bookPages() {
  const out = [];
  for (const lang of BOOK_LANGS) {
    const r = await fetch(`${base}/book/${lang}/toc.html`);
    if (r.status !== 200) {
      notes.push(`book /book/${lang}/toc.html answers ${r.status}: the ${lang} book is not checked`);
      continue;
    }
    const toc = await r.text();
    const files = ["index.html"];
    for (const m of toc.matchAll(/href="([a-z0-9-]+\.html)"/g)) {
      if (!files.includes(m[1])) files.push(m[1]);
    }
    for (const f of files) {
      out.push([`book-${lang}-${f.replace(".html", "")}`, `/book/${lang}/${f}`]);
    }
  }
  for (const lang of START_ONLY) {
    out.push([`book-${lang}-index`, `/book/${lang}/index.html`]);
  }
  return out;
}

// The book's pages, in one tab: all of them at 1280×800, then all at
// 390×844 (the sidebar is open on the first, closed on the second; code
// blocks and tables scroll sideways on the second). On each: the status,
// `<html lang>`, the `<h1>`s (mdBook's menu bar titles the book with a
// second one), and axe over the whole page (mdBook's layout included):
// critical or serious fails, the rest is listed.
async function checkBook(browser, pages) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  tab.on("pageerror", (e) => fail(`${tab.url()}: script error: ${e.message}`));
  try {
    for (const [size, width, height] of [SIZES[0], SIZES[2]]) {
      await tab.setViewportSize({ width, height });
      for (const [name, path] of pages) {
        const response = await tab.goto(base + path, { waitUntil: "load" });
        const status = response ? response.status() : 0;
        if (status !== 200) {
          fail(`${name} (${path}): status ${status}, expected 200`);
          continue;
        }
        const facts = await tab.evaluate(() => ({
          lang: document.documentElement.getAttribute("lang") || "",
          h1: document.querySelectorAll("h1").length,
          title: document.title,
        }));
        if (!facts.lang) fail(`${name}: <html> has no lang attribute`);
        if (facts.h1 !== 2) fail(`${name}: ${facts.h1} <h1>, expected 2 (the page's and mdBook's menu bar's)`);
        if (!facts.title.trim()) fail(`${name}: no <title>`);
        for (const v of await axe(tab)) {
          const line = `${name} (${size}): axe ${v.id} (${v.impact}) on ${v.count} element(s): ${v.targets.join(", ")} — ${v.help}`;
          if (v.impact === "critical" || v.impact === "serious") fail(line);
          else notes.push(line);
        }
        const short = name.replace(/^book-[a-z]+-/, "");
        if (BOOK_SHOTS.has(short)) {
          await tab.screenshot({ path: join(shotDir, `${name}-${size}.png`), fullPage: true });
        }
      }
    }
  } finally {
    await context.close();
  }
}

async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) {
    await page.addScriptTag({ path: axePath });
  }
  return page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 6).map((n) => n.target.join(" ")),
      count: v.nodes.length,
    }));
  });
}

async function open(context, path, opts) {
  const page = await context.newPage();
  page.on("pageerror", (e) => fail(`${path}: script error: ${e.message}`));
  const response = await page.goto(base + path, { waitUntil: "load" });
  let status = response ? response.status() : 0;
  if (opts.action === "drop" || opts.action === "refused") {
    // The drop's confirmation step is the answer to the page's drop form;
    // a form with a wrong token gets the refusal page.
    if (opts.action === "refused") {
      await page.evaluate(() => {
        document.querySelector("#drop-form input[name=csrf]").value = "not-the-token";
      });
    }
    const [answer] = await Promise.all([
      page.waitForNavigation({ waitUntil: "load" }),
      page.click("#drop-form button[type=submit]"),
    ]);
    status = answer ? answer.status() : 0;
  }
  if (opts.swagger) {
    await page.waitForSelector(".swagger-ui .info", { timeout: 15000 }).catch(() => {
      fail(`${path}: Swagger UI did not draw the API's description`);
    });
  }
  if (opts.screen) await sleep(400);
  return { page, status };
}

async function check(browser, key, [name, path, opts]) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: opts.auth ? { Authorization: `Bearer ${key}` } : {},
  });
  try {
    if (opts.console) {
      // Signing in as an organizer does: the key pasted into the form.
      const signIn = await context.newPage();
      await signIn.goto(base + "/console/sign-in", { waitUntil: "load" });
      await signIn.fill("#key", key);
      await Promise.all([
        signIn.waitForNavigation({ waitUntil: "load" }),
        signIn.click("form[action='/console/sign-in'] button[type=submit]"),
      ]);
      if (!signIn.url().endsWith("/console/")) fail(`${name}: signing in ended at ${signIn.url()}`);
      await signIn.close();
    }
    const { page, status } = await open(context, path, opts);
    const expected = opts.status || (opts.action === "refused" ? 403 : 200);
    if (status !== expected) fail(`${name} (${path}): status ${status}, expected ${expected}`);

    const facts = await page.evaluate(() => ({
      lang: document.documentElement.getAttribute("lang") || "",
      h1: document.querySelectorAll("h1").length,
      title: document.title,
    }));
    if (!facts.lang) fail(`${name}: <html> has no lang attribute`);
    const h1 = opts.h1 ? opts.h1[0] : 1;
    if (facts.h1 !== h1 && !opts.thirdParty) {
      fail(`${name}: ${facts.h1} <h1>, expected ${h1}`);
    } else if (opts.h1) {
      notes.push(`${name}: ${facts.h1} <h1>: ${opts.h1[1]}`);
    }
    if (!facts.title.trim()) fail(`${name}: no <title>`);

    const found = await axe(page);
    const severe = (v) => v.impact === "critical" || v.impact === "serious";
    const grave = found.filter(severe);
    for (const v of found) {
      const line = `${name}: axe ${v.id} (${v.impact}) on ${v.count} element(s): ${v.targets.join(", ")} — ${v.help}`;
      if (severe(v) && !opts.thirdParty) fail(line);
      else notes.push(`${opts.thirdParty ? "third party, " : ""}${line}`);
    }

    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await sleep(opts.screen ? 300 : 60);
      if (size === "phone" && opts.player) {
        const wide = await page.evaluate(() =>
          [document.documentElement.scrollWidth, window.innerWidth]);
        if (wide[0] > wide[1]) fail(`${name}: scrolls sideways on a phone (${wide[0]} px in ${wide[1]})`);
        // The player's pages are made for the phone: axe there too.
        const phone = await axe(page);
        for (const v of phone.filter((v) => v.impact === "critical" || v.impact === "serious")) {
          if (!grave.some((g) => g.id === v.id)) {
            fail(`${name} (phone): axe ${v.id} (${v.impact}): ${v.targets.join(", ")} — ${v.help}`);
          }
        }
      }
      await page.screenshot({
        path: join(shotDir, `${name}-${size}.png`),
        fullPage: !opts.screen,
      });
    }
    console.log(`${name}: ${grave.length && !opts.thirdParty ? "violations" : opts.thirdParty ? "reported" : "ok"} (lang=${facts.lang}, ${facts.h1} h1, ${found.length} axe finding(s))`);
  } finally {
    await context.close();
  }
}

const t0 = Date.now();
await startServer();
let browser = null;
try {
  const { key, pages } = await setUp();
  const book = await bookPages();
  // CONSOLE_ONLY=1: only the console's evening (while working on it);
  // BOOK_ONLY=1: only the book's pages; PAGES=a,b: only the pages named.
  if (process.env.CONSOLE_ONLY) { pages.length = 0; book.length = 0; }
  if (process.env.BOOK_ONLY) pages.length = 0;
  // PAGES=swagger-ui,player-seated: only these pages (no book, no console).
  if (process.env.PAGES) {
    const only = process.env.PAGES.split(",");
    pages.splice(0, pages.length, ...pages.filter((p) => only.includes(p[0])));
    book.length = 0;
  }
  mkdirSync(shotDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  for (const p of pages) {
    try {
      await check(browser, key, p);
    } catch (e) {
      fail(`${p[0]} (${p[1]}): ${e && e.message ? e.message : e}`);
    }
  }
  console.log(`${pages.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${shotDir}`);
  const t1 = Date.now();
  await checkBook(browser, book);
  console.log(`the book: ${book.length} pages (all of ${BOOK_LANGS.join(", ")}; the start page of ${START_ONLY.join(", ") || "no other"}) at 1280×800 and 390×844 in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
  // The console's whole evening, on the same server and browser.
  if (!process.env.BOOK_ONLY && !process.env.PAGES) {
    await consoleEvent({ browser, base, call, shotDir, fail, axe, bookDir: process.env.BOOK_FIGURES || null });
  }
} catch (e) {
  fail(String(e && e.stack ? e.stack : e));
} finally {
  if (browser) await browser.close();
  await stopServer();
}
if (/panicked/.test(readFileSync(log, "utf8"))) fail("the server panicked (see its log)");
if (notes.length) {
  console.log("not failing (moderate or minor, third party, or skipped):");
  for (const n of notes) console.log(`  ${n}`);
}
if (problems.length) {
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log("a11y check: ok");

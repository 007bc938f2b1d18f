// A whole 16-player Friday run through the organizer's console only, in
// headless Chromium (issue 26), on the server and browser of a11y.mjs,
// which calls `consoleEvent` after its pages. Two organizer browsers on one
// event: the counter's laptop (1280×800) and a judge's tablet (1024×768),
// both signed in with the store's key through the sign-in form; a player's
// phone (390×844) for self-reporting.
//
// The evening: create the event (4 rounds, top 4) → paste 15 names → pair,
// (the tablet sees the round appear while it is still being paired),
// publish, start the clock (the tablet sees it run within a second) → a
// player reports from their page, two others dispute → every result typed
// at the keyboard on the laptop (table prefilled, result, Enter; no page
// load between tables), the dispute settled with one click; the tablet
// sees "Every result is in" without reloading → a late entry, a drop →
// rounds 2–4 the same way, with a correction of round 1 confirmed after
// its consequences were shown → the top 4 from the standings page, its two
// playoff rounds → the final's result finishes the event. Then the
// console's final standings must be the API's, in order; and a 512-player
// round's 256 tables are typed at the keyboard alone, each stored as typed. Every console
// page on the way gets axe-core (no serious or critical finding) and
// screenshots at desktop and tablet sizes (console-e2e-NAME-SIZE.png).

import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

const NAMES = [
  "Ada Lovelace", "Bo Jensen", "Chiara Ferri", "Dmitri Volkov", "Eun-ji Park",
  "Farah Haddad", "Gustav Lind", "Hana Sato", "Ines Duarte", "Jonas Weber",
  "Kaito Mori", "Lena Novak", "Mateo Ruiz", "Noor Aziz", "Olga Berg",
];
const LATE = "Pia Late";
// Results typed at the keyboard, by table, round after round.
const TYPED = ["2-1", "1-2", "2-0", "0-2", "2-1", "1-2", "1-1-1", "2-0"];

// The book's figures of the console (`bookDir`: the repository's book/,
// given with UPDATE_SCREENSHOTS=1): every console page an organizer uses,
// at the moment of the evening it shows, in each of the book's languages,
// at desktop (1280×800) and tablet (1024×768) sizes, into
// book/LANG/src/figures/console-NAME-desktop.png and -tablet.png (the
// organizer guide's "The console, page by page"). Every language
// (PF_LANGUAGES, from scripts/lib/languages.sh), or those of FIGURE_LANGS
// to take a new language's figures alone.
const LANGS = (process.env.FIGURE_LANGS || process.env.PF_LANGUAGES || "en").split(/\s+/).filter(Boolean);
const SHOT_SIZES = [["desktop", 1280, 800], ["tablet", 1024, 768]];
// The figures taken in this run, compressed at the end (`squeeze`).
const taken = [];

// The page `p` shows, in every language of LANGS: the console's language
// is the one the organizer would choose in its bar (the `pf_console_lang`
// cookie of `p`'s browser), then the page is loaded again — or, for a page
// that is the answer to a form (`redo`), the form is sent again. Options:
// `full` (the whole page: its point is below the fold), `anchor` (a
// selector scrolled to the top of the window first, with `above` pixels
// of the page above it), `sizes` (the names of
// SHOT_SIZES to take; both by default). The page is left as it was, in
// English.
async function figures(p, name, bookDir, { full = false, anchor = null, above = 16, sizes = null, redo = null } = {}) {
  if (!bookDir) return;
  const size = p.viewportSize();
  const host = new URL(p.url()).hostname;
  const lang = (code) => p.context().addCookies([{ name: "pf_console_lang", value: code, domain: host, path: "/console" }]);
  const again = async () => {
    if (redo) await redo(p);
    else await p.reload({ waitUntil: "load" });
  };
  for (const code of LANGS) {
    await lang(code);
    await again();
    for (const [label, width, height] of SHOT_SIZES) {
      if (sizes && !sizes.includes(label)) continue;
      await p.setViewportSize({ width, height });
      await p.evaluate(([a, up]) => {
        const at = a ? document.querySelector(a) : null;
        window.scrollTo(0, at ? Math.max(0, at.getBoundingClientRect().top + window.scrollY - up) : 0);
      }, [anchor, above]);
      const path = `${bookDir}/${code}/src/figures/console-${name}-${label}.png`;
      await p.screenshot({ path, fullPage: full });
      taken.push(path);
    }
  }
  await p.setViewportSize(size);
  await lang("en");
  await again();
}

// The figures taken, compressed with pngquant (Debian's package) when it
// is installed, each file replaced only when smaller; without it they stay
// as Chromium wrote them, with a note.
function squeeze() {
  if (!taken.length) return;
  const files = [...new Set(taken)];
  const before = files.reduce((n, f) => n + statSync(f).size, 0);
  const r = spawnSync("pngquant", ["--force", "--ext", ".png", "--skip-if-larger", "--strip", "--quality=60-90", "--speed", "3", ...files]);
  if (r.error) {
    console.log(`console e2e: pngquant is not installed (apt-get install pngquant): ${files.length} figures left uncompressed`);
  } else if (r.status !== 0 && r.status !== 98 && r.status !== 99) {
    console.log(`console e2e: pngquant exited ${r.status}: ${String(r.stderr).trim()}`);
  }
  const after = files.reduce((n, f) => n + statSync(f).size, 0);
  console.log(`console e2e: ${files.length} book figures in ${LANGS.length} language(s), ${(before / 1e6).toFixed(1)} MB as taken, ${(after / 1e6).toFixed(1)} MB kept`);
}

export async function consoleEvent({ browser, base, call, shotDir, fail, axe, bookDir }) {
  const t0 = Date.now();
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const org = await call("POST", "/api/v1/organizers", { name: "Spielhalle Nord" });
  const key = org.api_key;
  const contexts = [];
  const context = async (width, height) => {
    const c = await browser.newContext({ viewport: { width, height }, locale: "en-GB" });
    contexts.push(c);
    return c;
  };
  const laptop = await (await context(1280, 800)).newPage();
  const tablet = await (await context(1024, 768)).newPage();
  const phone = await (await context(390, 844)).newPage();
  for (const [who, p] of [["laptop", laptop], ["tablet", tablet], ["phone", phone]]) {
    p.on("pageerror", (e) => fail(`console e2e (${who}): script error: ${e.message}`));
  }
  const checked = new Set();
  // axe and two screenshots of the page `p` shows, once per `name`.
  const look = async (p, name) => {
    if (checked.has(name)) return;
    checked.add(name);
    for (const v of (await axe(p)).filter((v) => v.impact === "critical" || v.impact === "serious")) {
      fail(`console e2e ${name}: axe ${v.id} (${v.impact}): ${v.targets.join(", ")} — ${v.help}`);
    }
    const size = p.viewportSize();
    for (const [label, w, h] of [["desktop", 1280, 800], ["tablet", 1024, 768]]) {
      await p.setViewportSize({ width: w, height: h });
      await p.screenshot({ path: `${shotDir}/console-e2e-${name}-${label}.png`, fullPage: true });
    }
    await p.setViewportSize(size);
  };
  const submit = async (p, selector) => {
    await Promise.all([p.waitForNavigation({ waitUntil: "load" }), p.click(selector)]);
  };
  const must = (ok, what) => { if (!ok) throw new Error(what); };

  try {
    // Signing in: the key pasted once on each device.
    for (const p of [laptop, tablet]) {
      await p.goto(`${base}/console/sign-in`, { waitUntil: "load" });
      await look(p, "sign-in");
      if (p === laptop) await figures(p, "sign-in", bookDir);
      await p.fill("#key", key);
      await submit(p, "form[action='/console/sign-in'] button[type=submit]");
      must(p.url().endsWith("/console/"), `signing in ended at ${p.url()}`);
    }
    if (bookDir) {
      // The keys page, for the book: a narrower key for the judge's
      // tablet made beside the store's first one (through the API, so
      // that no figure shows a key).
      await call("POST", "/api/v1/organizers/me/keys", { name: "Judge tablet", scope: "results" }, key);
      await laptop.goto(`${base}/console/keys`, { waitUntil: "load" });
      await look(laptop, "keys");
      await figures(laptop, "keys", bookDir);
    }

    // The event.
    await laptop.goto(`${base}/console/new`, { waitUntil: "load" });
    await look(laptop, "new");
    await figures(laptop, "new", bookDir, { full: true });
    await laptop.fill("#name", "Friday Night Modern");
    await laptop.fill("#rounds", "4");
    await laptop.selectOption("#top_cut", "4");
    await submit(laptop, "main form[action='/console/new'] button[type=submit]");
    const tid = (laptop.url().match(/\/console\/t\/([^/?#]+)/) || [])[1];
    must(tid, `creating ended at ${laptop.url()}`);
    const T = `${base}/console/t/${tid}`;
    await laptop.fill("#names", NAMES.join("\n"));
    await submit(laptop, `form[action='/console/t/${tid}/players'] button[type=submit]`);
    must(/done=added/.test(laptop.url()), `registering ended at ${laptop.url()}`);

    // The players' links, from their code slips.
    const slips = await phone.context().newPage();
    await slips.goto(`${T}/codes`).catch(() => {});
    const links = {};
    // The slips need the session: read them on the laptop.
    await laptop.goto(`${T}/codes`, { waitUntil: "load" });
    await figures(laptop, "codes", bookDir);
    for (const s of await laptop.locator(".slip").all()) {
      const name = (await s.locator(".who").innerText()).trim();
      links[name] = (await s.locator(".link").innerText()).trim();
    }
    await slips.close();
    must(Object.keys(links).length === NAMES.length, `${Object.keys(links).length} slips`);

    const api = async (path) => call("GET", `/api/v1/tournaments/${tid}${path}`);
    const nameOf = (p) => (p && typeof p === "object" ? p.name : p);

    // One round: pair and publish on the laptop; `during(n, round)` runs
    // once it is published; then every table still playing is typed in.
    const playRound = async (n, during) => {
      await laptop.goto(T, { waitUntil: "load" });
      if (n === 1) {
        await look(laptop, "tournament");
        await figures(laptop, "tournament", bookDir);
        // The tablet on the event's page hears of the round being paired
        // (an event for the organizer only) and shows it, without a reload.
        await tablet.goto(T, { waitUntil: "load" });
        await tablet.evaluate(() => { window.__noReload = true; });
      }
      const paired = Date.now();
      await submit(laptop, `form[action='/console/t/${tid}/rounds'] button[type=submit]`);
      must(laptop.url().endsWith(`/r/${n}?done=paired`), `pairing round ${n} ended at ${laptop.url()}`);
      if (n === 1) {
        await tablet.waitForSelector(`main a[href='/console/t/${tid}/r/1']`, { timeout: 5000 });
        must(await tablet.evaluate(() => window.__noReload === true), "the tablet reloaded its page");
        console.log(`console e2e: the tablet saw round 1 being paired ${Date.now() - paired} ms after the laptop's click`);
      }
      if (n === 1) await look(laptop, "round-pairing");
      // The book shows round 2's preview: a reason for every table.
      if (n === 2) await figures(laptop, "round-pairing", bookDir, { full: true });
      await submit(laptop, `form[action='/console/t/${tid}/r/${n}/publish'] button[type=submit]`);
      const round = await api(`/rounds/${n}`);
      if (during) await during(n, round);
      await typeAll(n, round);
    };

    // Every table still playing, at the keyboard: the box is at the next
    // table still playing; type the result, Enter. A disputed table is
    // settled with its button instead.
    const typeAll = async (n, round) => {
      await laptop.goto(`${T}/r/${n}`, { waitUntil: "load" });
      await laptop.evaluate(() => { window.__noReload = true; });
      let i = 0;
      for (;;) {
        const open = await laptop.locator("#table").count();
        if (!open) break;
        let table = await laptop.inputValue("#table");
        if (!table) break;
        const disputed = laptop.locator("main tr", { hasText: "disputed" });
        if (await disputed.count()) {
          table = (await disputed.first().locator("td").first().innerText()).trim().split(/\s/)[0];
          await disputed.first().locator("form.settle button").first().click();
        } else {
          await laptop.focus("#result");
          // A playoff match cannot end in a draw (the use case says so).
          const typed = n >= 5 ? TYPED.filter((r) => r.split("-").length === 2) : TYPED;
          await laptop.keyboard.type(typed[(i + n) % typed.length]);
          await laptop.keyboard.press("Enter");
        }
        i += 1;
        await laptop.waitForFunction(
          (t) => [...document.querySelectorAll("main .message")].some((m) => m.textContent.includes(`Table ${t}`)),
          table, { timeout: 10000 });
        const stays = await laptop.evaluate(() => window.__noReload === true);
        must(stays, `round ${n}: the page was loaded again after table ${table}`);
        const done = await api(`/rounds/${n}`);
        if (done.state === "completed") break;
        must(i <= round.pairings.length, `round ${n}: more entries than tables`);
      }
      const r = await api(`/rounds/${n}`);
      must(r.state === "completed", `round ${n} is ${r.state} after typing every table`);
    };

    // A store championship's round at the keyboard alone (issue 26: "100
    // tables without touching the mouse"): 512 players registered and
    // their round 1 paired and published through the API, then all 256
    // tables typed on the laptop — the result box has the focus when the
    // page opens and again after every Enter, with the next table still
    // playing in the table box; no key but the result's and Enter.
    const keyboardRun = async () => {
      const t1 = Date.now();
      const { id: big } = await call("POST", "/api/v1/tournaments", { name: "Store Championship" }, key);
      const entrants = Array.from({ length: 512 }, (_, i) => ({ name: `Player ${String(i + 1).padStart(3, "0")}` }));
      await call("POST", `/api/v1/tournaments/${big}/players/bulk`, { players: entrants }, key);
      await call("POST", `/api/v1/tournaments/${big}/rounds`, {}, key);
      const round = await call("POST", `/api/v1/tournaments/${big}/rounds/1/publish`, {}, key);
      const tables = round.pairings.filter((p) => !p.bye).map((p) => p.table);
      must(tables.length === 256, `${tables.length} tables for 512 players`);
      const KEYS = { "2-0": [2, 0, 0], "2-1": [2, 1, 0], "1-2": [1, 2, 0], "0-2": [0, 2, 0], "1-1-1": [1, 1, 1], "0-0-3": [0, 0, 3], "dl": "dl" };
      const keys = Object.keys(KEYS);
      const typed = new Map();
      await laptop.goto(`${base}/console/t/${big}/r/1`, { waitUntil: "load" });
      await laptop.evaluate(() => { window.__noReload = true; });
      for (let i = 0; i < tables.length; i++) {
        const at = await laptop.evaluate(() => ({
          focus: document.activeElement ? document.activeElement.id : "",
          table: (document.getElementById("table") || {}).value,
        }));
        must(at.focus === "result", `keyboard run, entry ${i + 1}: the focus is on "${at.focus}", not the result box`);
        must(at.table === String(tables[i]), `keyboard run, entry ${i + 1}: the table box says ${at.table}, the next table still playing is ${tables[i]}`);
        const k = keys[i % keys.length];
        typed.set(tables[i], k);
        await laptop.keyboard.type(k);
        await laptop.keyboard.press("Enter");
        await laptop.waitForFunction(
          (t) => [...document.querySelectorAll("main .message")].some((m) => new RegExp(`Table ${t}\\b`).test(m.textContent)),
          tables[i], { timeout: 10000 });
      }
      must(await laptop.evaluate(() => window.__noReload === true), "keyboard run: the page was loaded again");
      const done = await call("GET", `/api/v1/tournaments/${big}/rounds/1`, undefined, key);
      must(done.state === "completed", `keyboard run: round 1 is ${done.state} after 256 entries`);
      for (const p of done.pairings.filter((p) => !p.bye)) {
        const want = KEYS[typed.get(p.table)];
        const got = p.result || {};
        const ok = want === "dl" ? got.double_loss === true
          : !got.double_loss && got.wins === want[0] && got.losses === want[1] && got.draws === want[2];
        must(ok, `keyboard run: table ${p.table} typed "${typed.get(p.table)}" is stored as ${JSON.stringify(p.result)}`);
      }
      console.log(`console e2e: 256 tables typed at the keyboard alone in ${((Date.now() - t1) / 1000).toFixed(1)} s (${((Date.now() - t1) / 256).toFixed(0)} ms a table, registration and pairing included)`);
    };

    await playRound(1, async (n, round) => {
      // The judge's tablet on the round; the clock started on the laptop
      // shows running there within a second, without a reload.
      await tablet.goto(`${T}/r/1`, { waitUntil: "load" });
      await tablet.evaluate(() => { window.__noReload = true; });
      await submit(laptop, `form[action='/console/t/${tid}/r/1/clock/start'] button[type=submit]`);
      const t = Date.now();
      await tablet.waitForFunction(() => /Running/.test(document.getElementById("clock-text")?.textContent || ""),
        null, { timeout: 5000 });
      console.log(`console e2e: the tablet saw the clock start after ${Date.now() - t} ms`);
      await look(laptop, "round");
      await figures(laptop, "round", bookDir, { anchor: "#result-box" });
      // The judge's list counts each table's time left down by itself.
      const cell = "#still-playing td.time-left[data-ends]";
      const before = (await tablet.locator(cell).first().innerText()).trim();
      await tablet.waitForTimeout(2200);
      const after = (await tablet.locator(cell).first().innerText()).trim();
      if (!/^\d+:\d\d$/.test(after) || before === after) {
        fail(`console e2e: the tables' time left does not count down ("${before}" then "${after}")`);
      }
      const tables = round.pairings.filter((p) => !p.bye);
      // A player reports from their page (the phone).
      const reporter = nameOf(tables[1].player_a);
      await phone.goto(links[reporter], { waitUntil: "load" });
      await submit(phone, '#report-form button[value="2-0-0"]');
      // Two players disagree (through the API as their phones would).
      const dispute = tables[2];
      const code = (name) => decodeURIComponent(links[name].split("/p/")[1] || "");
      for (const who of [dispute.player_a, dispute.player_b]) {
        const r = await fetch(`${base}/api/v1/me/report`, {
          method: "POST",
          headers: { Authorization: `Player ${code(nameOf(who))}`, "Content-Type": "application/json" },
          body: JSON.stringify({ wins: 2, losses: 1, draws: 0 }),
        });
        must(r.ok, `a report: ${r.status} ${await r.text()}`);
      }
      await tablet.waitForFunction(() => /disputed/.test(document.querySelector("main").textContent),
        null, { timeout: 5000 });
      must(await tablet.evaluate(() => window.__noReload === true), "the tablet reloaded");
      await look(tablet, "round-dispute");
      await figures(tablet, "round-dispute", bookDir, { anchor: "#still-playing", above: 72 });
    });
    await tablet.waitForFunction(() => /Every result is in/.test(document.querySelector("main").textContent),
      null, { timeout: 5000 });

    // A late entry and a drop, between rounds.
    await laptop.goto(T, { waitUntil: "load" });
    await laptop.fill("#names", LATE);
    await submit(laptop, `form[action='/console/t/${tid}/players'] button[type=submit]`);
    const lateSaid = await laptop.locator("main .message").first().innerText();
    must(/missed round/.test(lateSaid), `the late entry was not explained: ${lateSaid}`);
    const dropped = NAMES[14];
    const row = laptop.locator("#players ~ table tr, section[aria-labelledby=players] tr", { hasText: dropped });
    await row.locator("summary").first().click();
    await submit(laptop, `section[aria-labelledby=players] tr:has-text("${dropped}") form[action$='/drop'] button`);
    const players = (await api("/players?limit=100")).items;
    must(players.length === 16, `${players.length} players after the late entry`);
    must(players.find((p) => p.name === dropped)?.dropped_after_round === 1, `${dropped} is not dropped`);

    await playRound(2, async () => {
      // A correction of round 1 once round 2 is out: the consequences
      // first, saved when confirmed.
      const before = (await api("/rounds/1")).pairings.find((p) => p.table === 1).result;
      // The other player's win instead (a 2-1 when it was a draw, which
      // the swap would leave as it was).
      const want = before.double_loss || before.wins === before.losses
        ? { wins: 2, losses: 1, draws: 0 }
        : { wins: before.losses, losses: before.wins, draws: before.draws };
      const flipped = `${want.wins}-${want.losses}${want.draws ? `-${want.draws}` : ""}`;
      const correct = async (p) => {
        await p.goto(`${T}/r/1`, { waitUntil: "load" });
        await p.fill("#table", "1");
        await p.fill("#result", flipped);
        await p.keyboard.press("Enter");
        await p.waitForSelector("main .consequences", { timeout: 5000 });
      };
      await correct(laptop);
      await figures(laptop, "correction", bookDir, { redo: correct });
      const said = await laptop.locator("main").innerText();
      must(/Round 2 was paired/.test(said), `the correction did not say round 2 stays: ${said}`);
      await look(laptop, "correction");
      const still = (await api("/rounds/1")).pairings.find((p) => p.table === 1).result;
      must(JSON.stringify(still) === JSON.stringify(before), "written before it was confirmed");
      await submit(laptop, "main form button[type=submit]");
      const after = (await api("/rounds/1")).pairings.find((p) => p.table === 1).result;
      must(!after.double_loss && after.wins === want.wins && after.losses === want.losses && after.draws === want.draws,
        `the correction of ${JSON.stringify(before)} to ${flipped}: ${JSON.stringify(after)}`);
    });
    await playRound(3);
    await playRound(4, async () => {
      await laptop.goto(`${T}/standings`, { waitUntil: "load" });
      must(await laptop.locator("#cut-line").count() === 1, "no cut-line advice before round 4");
      await look(laptop, "standings-cut-line");
      await figures(laptop, "standings", bookDir);
      await figures(laptop, "cut-line", bookDir, { anchor: "#cut-line" });
    });

    // The top 4, from the standings page, then its rounds.
    await laptop.goto(`${T}/standings`, { waitUntil: "load" });
    await laptop.fill("#size", "4");
    await submit(laptop, `form[action='/console/t/${tid}/top-cut'] button[type=submit]`);
    must(/\/r\/5\?done=paired/.test(laptop.url()), `the top cut ended at ${laptop.url()}`);
    await submit(laptop, `form[action='/console/t/${tid}/r/5/publish'] button[type=submit]`);
    await typeAll(5, await api("/rounds/5"));
    await playRound(6, bookDir ? async () => {
      // For the book, once the final is published: the bracket with the
      // semifinals' results.
      await laptop.goto(`${T}/standings`, { waitUntil: "load" });
      await look(laptop, "standings-top-cut");
      await figures(laptop, "top-cut", bookDir, { anchor: "#bracket" });
    } : undefined);
    const t = await api("");
    must(t.status === "finished", `after the final the event is ${t.status}`);

    // The console's final standings are the API's.
    await laptop.goto(`${T}/standings`, { waitUntil: "load" });
    await look(laptop, "standings-final");
    await figures(laptop, "standings-final", bookDir);
    const shown = await laptop.$$eval("main table tbody tr td:nth-child(2)", (tds) =>
      tds.map((td) => (td.childNodes[0]?.textContent || "").trim()));
    const standings = (await api("/standings")).standings.map((s) => s.name);
    must(JSON.stringify(shown) === JSON.stringify(standings),
      `the console's standings ${JSON.stringify(shown)} are not the API's ${JSON.stringify(standings)}`);
    if (bookDir) {
      // The audit log of the evening, for the book: filtered to the
      // correction (its result before and after).
      await laptop.goto(`${T}/audit?action=result_corrected`, { waitUntil: "load" });
      await look(laptop, "audit");
      await figures(laptop, "audit", bookDir);
    }
    await keyboardRun();
    await laptop.goto(`${base}/console/`, { waitUntil: "load" });
    await look(laptop, "home");
    await figures(laptop, "home", bookDir);
    console.log(`console e2e: a 16-player event, 4 rounds and a top 4, through the console in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } catch (e) {
    fail(`console e2e: ${e && e.stack ? e.stack : e}`);
    try {
      await laptop.screenshot({ path: `${shotDir}/console-e2e-failed-laptop.png`, fullPage: true });
      await tablet.screenshot({ path: `${shotDir}/console-e2e-failed-tablet.png`, fullPage: true });
    } catch {
      // nothing more to show
    }
  } finally {
    for (const c of contexts) await c.close();
    squeeze();
  }
  await sleep(0);
}

// The screen on the wall in a real browser (headless Chromium through
// playwright-core). Run by scripts/checks/screen.sh, which builds the
// server and installs the packages; by hand:
//
//   node screen-browser.mjs BIN WORK_DIR PORT SHOT_DIR [FIGURE_EN FIGURE_DE]
//
// Starts the real server BIN (a fresh SQLite file in WORK_DIR, on PORT),
// creates a 40-player event through the API (round 1 published, its clock
// started, some results in) and opens the round's screen at 1920×1080:
//
// 1. every line (each player once, with table and opponent) is inside the
//    viewport, nothing scrolls, no name is cut off, the clock is large;
// 2. the clock counts down;
// 3. a result entered through the API appears without a reload;
// 4. a paused clock stops;
// 5. after the server restarts, the page follows again: the event stream
//    reconnects (when the server has one) and a new result appears;
// 6. a top 8's quarterfinal round shows the bracket: the eight seeds
//    inside the screen in large type, nothing scrolls, and a result
//    entered through the API appears (the page redraws itself).
//
// Screenshots of the screen in English and German (and of the bracket)
// go to SHOT_DIR, and to
// FIGURE_EN and FIGURE_DE when given (UPDATE_SCREENSHOTS=1 in the shell
// script). Exits 1 with every problem listed.
import { mkdirSync, copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { testServer } from "./server.mjs";

const [bin, work, port, shotDir, figureEn, figureDe] = process.argv.slice(2);
if (!bin || !work || !port || !shotDir) {
  console.error("usage: node screen-browser.mjs BIN WORK_DIR PORT SHOT_DIR [FIGURE_EN FIGURE_DE]");
  process.exit(2);
}
const problems = [];
const fail = (msg) => {
  problems.push(msg);
  console.error(`FAIL: ${msg}`);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const server = testServer(bin, work, port, "screen.db");
const { base, log, start: startServer, stop: stopServer, call } = server;

// Forty players, names of the seven languages, some long.
const NAMES = [
  "Jürgen Weiß", "Αλέξανδρος Παπαδόπουλος", "Ærlig Østby", "Chloé Lefèvre",
  "Giulia Bianchi", "José Núñez", "Anna Schmidt", "Νίκος Γεωργίου",
  "Björn Åberg", "Émile Zola", "Lucía Gómez", "Marco Rossi",
  "Sophie Müller", "Δημήτρης Κωνσταντίνου", "Ola Nordmann", "Ana Torres",
  "Maximilian Hoffmann-Schulz", "Francesca Esposito", "Ingrid Solberg", "Pierre Dubois",
  "Carmen Rodríguez Fernández", "Ελένη Νικολάου", "Lukas Becker", "Alessandro Ricci",
  "Kari Haugen", "Camille Laurent", "Javier Martín", "Σοφία Παππά",
  "Hannah Wagner", "Matteo Romano", "Sigrid Lunde", "Théo Moreau",
  "Elena Sánchez", "Γιώργος Ιωάννου", "Felix Schäfer", "Chiara Colombo",
  "Magnus Berg", "Léa Fontaine", "Pablo Ruiz", "Katarina Johansen",
];

function seconds(text) {
  const t = text.trim();
  const m = /^(−|-)?(?:(\d+):)?(\d+):(\d\d)$/.exec(t);
  if (!m) return null;
  const s = (Number(m[2] || 0) * 3600) + Number(m[3]) * 60 + Number(m[4]);
  return m[1] ? -s : s;
}

// Waits until `probe()` (in the page) is true; the milliseconds it took,
// or null after `ms`.
async function until(page, probe, arg, ms) {
  const t0 = Date.now();
  try {
    await page.waitForFunction(probe, arg, { timeout: ms, polling: 100 });
    return Date.now() - t0;
  } catch {
    return null;
  }
}

const resultShown = ([table, text]) => {
  const row = document.querySelector(`.row[data-table="${table}"][data-side="a"] .res`);
  return row !== null && row.textContent === text;
};

await startServer();
let browser = null;
try {
  const { api_key: key } = await call("POST", "/api/v1/organizers", { name: "Drachenhort" });
  const { id: tid } = await call(
    "POST",
    "/api/v1/tournaments",
    { name: "Grand Prix Trial — Drachenhort", planned_rounds: 6 },
    key,
  );
  await call("POST", `/api/v1/tournaments/${tid}/players/bulk`,
    { players: NAMES.map((name) => ({ name })) }, key);
  await call("POST", `/api/v1/tournaments/${tid}/rounds`, {}, key);
  const round = await call("POST", `/api/v1/tournaments/${tid}/rounds/1/publish`, {}, key);
  await call("POST", `/api/v1/tournaments/${tid}/rounds/1/clock/start`, {}, key);
  const tables = round.pairings.filter((p) => !p.bye).map((p) => p.table);
  const result = (table, wins, losses, draws) =>
    call("PUT", `/api/v1/tournaments/${tid}/rounds/1/tables/${table}/result`,
      { wins, losses, draws }, key);
  for (const t of tables.slice(0, 6)) await result(t, 2, t % 2, 0);
  await call("POST", `/api/v1/tournaments/${tid}/rounds/1/tables/${tables[6]}/extension`,
    { seconds: 300 }, key);
  const screen = `${base}/api/v1/tournaments/${tid}/rounds/1/screen`;

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => fail(`script error: ${e.message}`));
  // The event stream's answers, to tell a stream from the polling fallback.
  const streams = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/events")) streams.push({ at: Date.now(), status: r.status() });
  });
  await page.goto(`${screen}?lang=en`);

  // 1. Layout at 1920×1080.
  const layout = await page.evaluate(() => {
    const out = { problems: [] };
    const vw = window.innerWidth, vh = window.innerHeight;
    const doc = document.documentElement;
    if (doc.scrollHeight > vh || doc.scrollWidth > vw) {
      out.problems.push(`the page scrolls: ${doc.scrollWidth}×${doc.scrollHeight} in ${vw}×${vh}`);
    }
    const rows = [...document.querySelectorAll(".row")];
    out.rows = rows.length;
    out.columns = new Set(rows.map((r) => Math.round(r.getBoundingClientRect().left))).size;
    for (const row of rows) {
      const b = row.getBoundingClientRect();
      const name = row.querySelector(".name").textContent;
      if (b.top < 0 || b.left < 0 || b.bottom > vh + 0.5 || b.right > vw + 0.5 || b.height < 1) {
        out.problems.push(`${name}: line outside the screen (${JSON.stringify(b)})`);
      }
      for (const span of row.querySelectorAll(".name, .opp")) {
        if (span.scrollWidth > span.clientWidth + 1) {
          out.problems.push(`"${span.textContent}" is cut off (${span.scrollWidth} > ${span.clientWidth} px)`);
        }
      }
    }
    const clock = document.getElementById("clock");
    out.clockPx = parseFloat(getComputedStyle(clock).fontSize);
    out.linePx = rows.length ? parseFloat(getComputedStyle(rows[0]).fontSize) : 0;
    return out;
  });
  layout.problems.forEach(fail);
  if (layout.rows !== NAMES.length) fail(`${layout.rows} lines, expected ${NAMES.length}`);
  if (layout.clockPx < 100) fail(`the clock is small: ${layout.clockPx}px`);
  if (layout.linePx < 20) fail(`the lines are small: ${layout.linePx}px`);
  console.log(`layout: ${layout.rows} lines in ${layout.columns} column(s), ${layout.linePx}px type, clock ${layout.clockPx}px`);

  // 2. The clock counts down.
  const t1 = seconds(await page.textContent("#clock"));
  await sleep(2300);
  const t2 = seconds(await page.textContent("#clock"));
  if (t1 === null || t2 === null || !(t1 - t2 >= 1 && t1 - t2 <= 4)) {
    fail(`the clock does not count down: ${t1} then ${t2}`);
  } else {
    console.log(`clock: ${t1} s, 2.3 s later ${t2} s`);
  }
  if (t1 !== null && (t1 > 3000 || t1 < 2900)) fail(`the clock shows ${t1} s of 3000`);

  // Screenshots (another page: the checks go on undisturbed).
  mkdirSync(shotDir, { recursive: true });
  const shots = await context.newPage();
  for (const [lang, figure] of [["en", figureEn], ["de", figureDe]]) {
    await shots.goto(`${screen}?lang=${lang}`);
    await sleep(600);
    const file = join(shotDir, `screen-${lang}.png`);
    await shots.screenshot({ path: file });
    if (figure) copyFileSync(file, figure);
    console.log(`screenshot: ${file}${figure ? ` -> ${figure}` : ""}`);
  }
  await shots.close();

  // 3. A result appears without a reload.
  const free = tables.slice(7);
  await result(free[0], 2, 1, 0);
  let took = await until(page, resultShown, [free[0], "2-1-0"], 25000);
  if (took === null) fail(`the result of table ${free[0]} did not appear`);
  else console.log(`result: on the screen after ${took} ms`);

  // 4. A paused clock stops.
  await call("POST", `/api/v1/tournaments/${tid}/rounds/1/clock/pause`, {}, key);
  took = await until(page, () => document.getElementById("clock").classList.contains("paused"), null, 25000);
  if (took === null) {
    fail("the screen did not learn of the pause");
  } else {
    const p1 = await page.textContent("#clock");
    await sleep(2300);
    const p2 = await page.textContent("#clock");
    if (p1 !== p2) fail(`the paused clock moves: ${p1} then ${p2}`);
    else console.log(`pause: shown after ${took} ms, the clock stays at ${p1}`);
  }
  await call("POST", `/api/v1/tournaments/${tid}/rounds/1/clock/resume`, {}, key);

  // 5. The server restarts; the page follows again.
  const hadStream = streams.some((s) => s.status === 200);
  await stopServer();
  const down = Date.now();
  await sleep(1500);
  await startServer();
  await result(free[1], 0, 2, 0);
  took = await until(page, resultShown, [free[1], "0-2-0"], 35000);
  if (took === null) fail("after the restart, a new result did not appear");
  else console.log(`restart: a new result on the screen after ${took} ms`);
  if (hadStream) {
    const again = streams.some((s) => s.at > down && s.status === 200);
    if (!again) fail("the event stream did not reconnect after the restart");
    else console.log("restart: the event stream reconnected");
  } else {
    const statuses = [...new Set(streams.map((s) => s.status))].join(", ") || "none";
    console.log(`event stream not served (answers: ${statuses}): the page polled instead; stream resumption not checked`);
  }
  const clockAfter = seconds(await page.textContent("#clock"));
  if (clockAfter === null || clockAfter > 3000 || clockAfter < 2800) {
    fail(`after the restart the clock shows ${clockAfter}`);
  }

  // 6. The bracket of a top 8.
  const { id: cut } = await call("POST", "/api/v1/tournaments",
    { name: "Top 8 — Drachenhort", planned_rounds: 1 }, key);
  await call("POST", `/api/v1/tournaments/${cut}/players/bulk`,
    { players: NAMES.slice(0, 8).map((name) => ({ name })) }, key);
  await call("POST", `/api/v1/tournaments/${cut}/rounds`, {}, key);
  const swiss = await call("POST", `/api/v1/tournaments/${cut}/rounds/1/publish`, {}, key);
  for (const p of swiss.pairings.filter((p) => !p.bye)) {
    await call("PUT", `/api/v1/tournaments/${cut}/rounds/1/tables/${p.table}/result`,
      { wins: 2, losses: 0, draws: 0 }, key);
  }
  await call("POST", `/api/v1/tournaments/${cut}/top-cut`, { size: 8 }, key);
  await call("POST", `/api/v1/tournaments/${cut}/rounds/2/publish`, {}, key);
  const bracketPage = await context.newPage();
  bracketPage.on("pageerror", (e) => fail(`bracket script error: ${e.message}`));
  await bracketPage.goto(`${base}/api/v1/tournaments/${cut}/rounds/2/screen?lang=en`);
  const drawn = await bracketPage.evaluate(() => {
    const out = { problems: [] };
    const vw = window.innerWidth, vh = window.innerHeight;
    const doc = document.documentElement;
    if (doc.scrollHeight > vh || doc.scrollWidth > vw) {
      out.problems.push(`the bracket scrolls: ${doc.scrollWidth}×${doc.scrollHeight}`);
    }
    const slots = [...document.querySelectorAll(".stage.current .slot")];
    out.seeds = slots.map((s) => s.querySelector(".seed").textContent).join(",");
    for (const s of slots) {
      const b = s.getBoundingClientRect();
      if (b.top < 0 || b.bottom > vh + 0.5 || b.right > vw + 0.5) {
        out.problems.push(`seed ${s.querySelector(".seed").textContent} outside the screen`);
      }
    }
    out.px = slots.length ? parseFloat(getComputedStyle(slots[0]).fontSize) : 0;
    return out;
  });
  drawn.problems.forEach(fail);
  if (drawn.seeds !== "1,8,4,5,2,7,3,6") fail(`bracket seeds ${drawn.seeds}`);
  if (drawn.px < 30) fail(`the bracket's type is small: ${drawn.px}px`);
  console.log(`bracket: seeds ${drawn.seeds}, ${drawn.px}px type`);
  await call("PUT", `/api/v1/tournaments/${cut}/rounds/2/tables/1/result`,
    { wins: 2, losses: 1, draws: 0 }, key);
  took = await until(bracketPage,
    () => document.querySelector('.match[data-table="1"] .slot.win .seed')?.textContent === "1",
    null, 25000);
  if (took === null) fail("the bracket did not show the quarterfinal's result");
  else console.log(`bracket: the result on the screen after ${took} ms`);
  await bracketPage.screenshot({ path: join(shotDir, "screen-bracket.png") });
  console.log(`screenshot: ${join(shotDir, "screen-bracket.png")}`);
} catch (e) {
  fail(String(e && e.stack ? e.stack : e));
} finally {
  if (browser) await browser.close();
  await stopServer();
}
if (/panicked/.test(readFileSync(log, "utf8"))) fail("the server panicked (see its log)");
if (problems.length) {
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log("screen check: ok");

// The player's page (/p/<code>) in headless Chromium at a phone's size
// (playwright-core). Run by scripts/checks/player-page.sh, which starts the
// server, sets up the event and installs the packages; by hand:
//
//   node player-page.mjs BASE_URL EVENT_JSON SHOT_DIR
//
// EVENT_JSON: {tid, key, players: [{id, name, code, table, opponent}],
//              trio: {tid, table, players: [{id, name, code, bye}]}}.
// Each check below gets its own phones (browser contexts): one context is
// one player's phone. Add a check by appending to CHECKS. Exits 1 with
// every problem listed.
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [base, eventFile, shotDir] = process.argv.slice(2);
if (!base || !eventFile || !shotDir) {
  console.error("usage: node player-page.mjs BASE_URL EVENT_JSON SHOT_DIR");
  process.exit(2);
}
const event = JSON.parse(readFileSync(eventFile, "utf8"));
mkdirSync(shotDir, { recursive: true });
const PHONE = { width: 390, height: 844 };
const problems = [];

/** A phone: a fresh browser context at 390×844. */
async function phone(browser, { javaScript = true, locale = "en-US" } = {}) {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: javaScript,
    locale,
  });
}

/** Opens `player`'s page in `context`: the page and its HTTP status. */
async function openPage(context, player, query = "") {
  const page = await context.newPage();
  const response = await page.goto(`${base}/p/${player.code}${query}`, { waitUntil: "load" });
  return { page, status: response ? response.status() : 0 };
}

/** Whether the page scrolls sideways (wider than the phone). */
async function scrollsSideways(page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

/** The heading (the table) and the opponent line, as one string. */
async function seatText(page) {
  const heading = (await page.locator("#seat-heading").innerText()).trim();
  const opponent = page.locator("#opponent");
  const against = (await opponent.count()) ? (await opponent.innerText()).trim() : "";
  return `${heading} ${against}`.trim();
}

/** The organizer's API, as the store's software would call it. */
async function api(method, path, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${event.key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) problems.push(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Taps the one-tap button whose value is `value` (e.g. "2-1-0"). */
async function tap(page, value) {
  await Promise.all([
    page.waitForURL(/done=|refused=/),
    page.click(`#report-form button[value="${value}"]`),
  ]);
}

/** Waits up to 15 s for `selector` on an open page; a problem if never. */
async function appears(page, selector, label) {
  try {
    await page.locator(selector).first().waitFor({ timeout: 15000 });
    return true;
  } catch {
    problems.push(`${label}: ${selector} did not appear without a reload`);
    return false;
  }
}

/** Whether the element lies inside the phone's width. */
async function onScreen(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  return Boolean(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1);
}

const CHECKS = [
  {
    // BOOK_FIGURES="en=/path/a.png de=/path/b.png": the player guide's
    // figure of the page (player-page.sh with UPDATE_SCREENSHOTS=1), the
    // first player's page as the phone shows it before anything is
    // reported, in each language.
    name: "the player guide's figures",
    async run(browser) {
      for (const pair of (process.env.BOOK_FIGURES || "").split(" ").filter(Boolean)) {
        const [lang, path] = pair.split("=");
        const context = await phone(browser);
        const { page, status } = await openPage(context, event.players[0], `?lang=${lang}`);
        if (status !== 200) problems.push(`figure ${lang}: HTTP ${status}`);
        if ((await page.getAttribute("html", "lang")) !== lang) problems.push(`figure ${lang}: the page is not in ${lang}`);
        await page.screenshot({ path });
        console.log(`     ${path}`);
        await context.close();
      }
    },
  },
  {
    name: "every player sees their table first and their opponent, without sideways scroll",
    async run(browser) {
      for (const [i, player] of event.players.entries()) {
        for (const javaScript of [true, false]) {
          const context = await phone(browser, { javaScript });
          const { page, status } = await openPage(context, player);
          const label = `${player.name} (JavaScript ${javaScript ? "on" : "off"})`;
          if (status !== 200) problems.push(`${label}: HTTP ${status}`);
          const seat = await seatText(page);
          const expected = `Table ${player.table} against ${player.opponent}`;
          if (seat !== expected) problems.push(`${label}: seat "${seat}", expected "${expected}"`);
          if (await scrollsSideways(page)) problems.push(`${label}: scrolls sideways at 390 px`);
          // The table number is the first thing on the screen: its heading
          // starts in the top third of the phone.
          const box = await page.locator("#seat-heading").boundingBox();
          if (!box || box.y > PHONE.height / 3) problems.push(`${label}: the table is not at the top (${box && box.y})`);
          const size = await page.locator("#seat-heading").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
          if (size < 32) problems.push(`${label}: the table number is ${size}px, not big`);
          for (const id of [".me", "#round-label", "#report-form"]) {
            if (!(await page.locator(id).isVisible())) problems.push(`${label}: ${id} not visible`);
          }
          if ((await page.locator("#report-form .choices button").count()) !== 5) {
            problems.push(`${label}: not five one-tap results`);
          }
          if (i === 0) {
            await page.screenshot({ path: join(shotDir, `player-js-${javaScript}.png`), fullPage: true });
          }
          await context.close();
        }
      }
    },
  },
  {
    name: "the page follows the phone's language",
    async run(browser) {
      const player = event.players[0];
      const context = await phone(browser, { locale: "de-DE" });
      const { page } = await openPage(context, player);
      const seat = await seatText(page);
      if (!seat.startsWith(`Tisch ${player.table} gegen`)) problems.push(`German seat line: "${seat}"`);
      if ((await page.getAttribute("html", "lang")) !== "de") problems.push("no lang=de");
      await page.screenshot({ path: join(shotDir, "player-de.png"), fullPage: true });
      await context.close();
    },
  },
  {
    name: "an unknown code gets the one refusal page",
    async run(browser) {
      const context = await phone(browser);
      const { page, status } = await openPage(context, { code: "A".repeat(32) });
      if (status !== 401) problems.push(`unknown code: HTTP ${status}`);
      if (await scrollsSideways(page)) problems.push("refusal page scrolls sideways");
      await context.close();
    },
  },
  {
    // Slice R (RULES.md §12): two phones at one table, JavaScript on.
    name: "two phones at table 1: A taps 'I won 2–1', B's open page says so in words, B confirms, both show the result; the clock counts down",
    async run(browser) {
      const [a, b] = event.players.filter((p) => p.table === 1);
      const phoneA = await phone(browser);
      const phoneB = await phone(browser);
      const { page: pa } = await openPage(phoneA, a);
      // B's phone is open before A reports: it must show A's report by
      // itself (the event stream, then the parts replaced in place).
      const { page: pb } = await openPage(phoneB, b);
      if (!(await onScreen(pa, '#report-form button[value="2-1-0"]'))) problems.push("A: the 2–1 button is off the screen");
      await tap(pa, "2-1-0");
      if (/done=/.test(pa.url())) problems.push("A: the address still says done= after the message was shown");
      const message = pa.locator("#action-message");
      if (!(await message.isVisible())) problems.push("A: no message after reporting");
      else if (!(await message.evaluate((e) => e === document.activeElement))) problems.push("A: the message does not have the focus");
      const mine = (await pa.locator("#my-report").innerText()).trim();
      if (!mine.includes("you won 2–1") || !mine.includes(b.name)) {
        problems.push(`A: own report shown as "${mine}"`);
      }
      await pa.screenshot({ path: join(shotDir, "report-a.png"), fullPage: true });

      if (await appears(pb, "#their-report", "B")) {
        const theirs = (await pb.locator("#their-report").innerText()).trim();
        const want = `${a.name} says they won 2–1 (you lost 1–2)`;
        if (!theirs.includes(want)) problems.push(`B: A's report shown as "${theirs}", expected "${want}"`);
        const live = (await pb.locator("#live").innerText()).trim();
        if (!live) problems.push("B: nothing said in the live line when A's report arrived");
      }
      await pb.screenshot({ path: join(shotDir, "report-b-confirm.png"), fullPage: true });
      await Promise.all([pb.waitForURL(/done=confirmed|\/p\/[^?]*$/), pb.click("#confirm-form button")]);
      const result = (await pb.locator("#result").innerText()).trim();
      if (!result.includes("you lost 1–2")) problems.push(`B: result shown as "${result}"`);
      if (await scrollsSideways(pb)) problems.push("B: the page scrolls sideways after confirming");
      if (await appears(pa, "#result", "A")) {
        const got = (await pa.locator("#result").innerText()).trim();
        if (!got.includes("you won 2–1")) problems.push(`A: result shown as "${got}"`);
      }

      // The round clock (RULES.md §13): started by the organizer, it
      // appears on A's open page and counts down there.
      await api("POST", `/tournaments/${event.tid}/rounds/1/clock/start`, {});
      try {
        await pa.waitForFunction(() => {
          const c = document.getElementById("clock-digits");
          return c && /\d:\d\d/.test(c.textContent);
        }, null, { timeout: 15000 });
        const first = (await pa.locator("#clock-digits").innerText()).trim();
        await pa.waitForTimeout(2200);
        const later = (await pa.locator("#clock-digits").innerText()).trim();
        if (first === later) problems.push(`A: the clock does not count down ("${first}")`);
      } catch {
        problems.push("A: the started clock did not appear on A's open page");
      }

      const round = await api("GET", `/tournaments/${event.tid}/rounds/1`);
      const table = round.pairings.find((t) => t.table === 1);
      const aId = typeof table.player_a === "object" ? table.player_a.id : table.player_a;
      const want = aId === a.id ? [2, 1, 0] : [1, 2, 0];
      const got = table.result ? [table.result.wins, table.result.losses, table.result.draws] : null;
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        problems.push(`organizer: table 1 has ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      }
      if (table.report_state !== "confirmed") problems.push(`organizer: table 1 is ${table.report_state}`);
      await phoneA.close();
      await phoneB.close();
    },
  },
  {
    name: "table 2: an incomplete 'other result' is refused; both claim 2–0, both phones show the dispute side by side",
    async run(browser) {
      const [c, d] = event.players.filter((p) => p.table === 2);
      const phoneC = await phone(browser);
      const phoneD = await phone(browser, { javaScript: false });
      const { page: pc } = await openPage(phoneC, c);
      await pc.click("#report-other summary");
      await pc.selectOption("#report-wins", "2");
      await Promise.all([pc.waitForURL(/refused=|done=/), pc.click('#report-form button[value="other"]')]);
      const refusal = (await pc.locator("#action-message").innerText()).trim();
      if (!(await pc.locator("#action-message.failed").count())) problems.push(`C: incomplete result not refused ("${refusal}")`);
      if (await pc.locator("#my-report").count()) problems.push("C: an incomplete result was saved");
      await tap(pc, "2-0-0");
      const { page: pd } = await openPage(phoneD, d);
      const theirs = (await pd.locator("#their-report").innerText()).trim();
      if (!theirs.includes(`${c.name} says they won 2–0 (you lost 0–2)`)) problems.push(`D: C's report shown as "${theirs}"`);
      // D disagrees: "No, it was different" opens the report form.
      await pd.click("#report-change summary");
      await tap(pd, "2-0-0");
      for (const [who, page] of [["D", pd], ["C", pc]]) {
        if (who === "C") await appears(page, "#disputed", "C");
        if (!(await page.locator("#disputed").isVisible())) {
          problems.push(`${who}: the dispute is not shown`);
          continue;
        }
        const sides = await page.locator("#reports > div").all();
        if (sides.length !== 2) problems.push(`${who}: ${sides.length} reports side by side`);
        const boxes = await Promise.all(sides.map((s) => s.boundingBox()));
        if (boxes.length === 2 && !(boxes[0] && boxes[1] && Math.abs(boxes[0].y - boxes[1].y) < 2 && boxes[0].x < boxes[1].x)) {
          problems.push(`${who}: the two reports are not side by side`);
        }
        const text = (await page.locator("#reports").innerText()).replace(/\s+/g, " ");
        if (!text.includes("you won 2–0")) problems.push(`${who}: own claim missing in "${text}"`);
        if (await scrollsSideways(page)) problems.push(`${who}: the dispute scrolls sideways`);
        await page.screenshot({ path: join(shotDir, `dispute-${who}.png`), fullPage: true });
      }
      const round = await api("GET", `/tournaments/${event.tid}/rounds/1`);
      const table = round.pairings.find((t) => t.table === 2);
      if (table.report_state !== "disputed") problems.push(`organizer: table 2 is ${table.report_state}`);
      if (table.result) problems.push("organizer: the dispute entered a result");
      await phoneC.close();
      await phoneD.close();
    },
  },
  {
    name: "the bye, then the finished event: the page says what there is and offers nothing to report",
    async run(browser) {
      const trio = event.trio;
      const byePlayer = trio.players.find((p) => p.bye);
      const context = await phone(browser);
      let { page } = await openPage(context, byePlayer);
      const heading = (await page.locator("#seat-heading").innerText()).trim();
      if (heading !== "Bye") problems.push(`bye: heading "${heading}"`);
      if (await page.locator("#report-form").count()) problems.push("bye: a report form");
      await page.screenshot({ path: join(shotDir, "bye.png"), fullPage: true });
      await api("PUT", `/tournaments/${trio.tid}/rounds/1/tables/${trio.table}/result`, { wins: 2, losses: 0, draws: 0 });
      await api("POST", `/tournaments/${trio.tid}/finish`, {});
      await page.close();
      ({ page } = await openPage(context, byePlayer));
      if (await page.locator("#report-form, #drop-form").count()) problems.push("finished: a form is still offered");
      if (!(await page.locator("#rank").isVisible())) problems.push("finished: no final rank");
      if (await page.locator("#why-opponent").count()) problems.push("finished: still says why the last opponent");
      if (await scrollsSideways(page)) problems.push("finished: scrolls sideways");
      await page.screenshot({ path: join(shotDir, "finished.png"), fullPage: true });
      await context.close();
    },
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const check of CHECKS) {
    const before = problems.length;
    await check.run(browser);
    console.log(`${problems.length === before ? "ok  " : "FAIL"} ${check.name}`);
  }
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

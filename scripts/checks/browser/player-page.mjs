// The player's page (/p/<code>) in headless Chromium at a phone's size
// (playwright-core). Run by scripts/checks/player-page.sh, which starts the
// server, sets up the event and installs the packages; by hand:
//
//   node player-page.mjs BASE_URL EVENT_JSON SHOT_DIR
//
// EVENT_JSON: {tid, key, players: [{id, name, code, table, opponent}]}.
// Each check below gets its own phones (browser contexts): one context is
// one player's phone. Add a check (e.g. slice R's report–confirm flow,
// two contexts at one table) by appending to CHECKS. Exits 1 with every
// problem listed.
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

async function seatText(page) {
  return (await page.locator("#seat").innerText()).trim();
}

const CHECKS = [
  {
    name: "every player sees their table and opponent, without sideways scroll",
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
          for (const id of ["#tournament", "#player", "#round"]) {
            if (!(await page.locator(id).isVisible())) problems.push(`${label}: ${id} not visible`);
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
    name: "two phones at one table: A reports 2-1, B's open page shows it, B confirms, A's page shows the result and the clock counts down",
    async run(browser) {
      const [a, b] = event.players.filter((p) => p.table === 1);
      const phoneA = await phone(browser);
      const phoneB = await phone(browser);
      const { page: pa } = await openPage(phoneA, a);
      // B's phone is open before A reports: it must show A's report by
      // itself (the event stream, then a reload because its table changed).
      const { page: pb } = await openPage(phoneB, b);
      if (!(await pa.locator("#report-form").isVisible())) problems.push("A: no report form");
      const box = await pa.locator("#report-form button").boundingBox();
      if (!box || box.x < 0 || box.x + box.width > PHONE.width) problems.push("A: the report button is off the screen");
      await pa.selectOption("select[name=wins]", "2");
      await pa.selectOption("select[name=losses]", "1");
      await pa.selectOption("select[name=draws]", "0");
      await Promise.all([pa.waitForURL(/done=reported/), pa.click("#report-form button")]);
      if (!(await pa.locator("#action-message").isVisible())) problems.push("A: no message after reporting");
      const mine = (await pa.locator("#my-report").innerText()).trim();
      if (!mine.includes("2-1-0")) problems.push(`A: own report shown as "${mine}"`);
      await pa.screenshot({ path: join(shotDir, "report-a.png"), fullPage: true });

      try {
        await pb.locator("#their-report").waitFor({ timeout: 15000 });
      } catch {
        problems.push("B: A's report did not appear on B's open page without a reload");
      }
      const theirs = (await pb.locator("#their-report").innerText()).trim();
      if (!theirs.includes("1-2-0")) problems.push(`B: A's report shown as "${theirs}", expected 1-2-0`);
      await pb.screenshot({ path: join(shotDir, "report-b-confirm.png"), fullPage: true });
      await Promise.all([pb.waitForURL(/done=confirmed/), pb.click("#confirm-form button")]);
      const result = (await pb.locator("#result").innerText()).trim();
      if (!result.includes("1-2-0")) problems.push(`B: result shown as "${result}"`);
      if (await scrollsSideways(pb)) problems.push("B: the page scrolls sideways after confirming");
      // A's page, still open, shows the agreed result by itself.
      try {
        await pa.locator("#result").waitFor({ timeout: 15000 });
      } catch {
        problems.push("A: the agreed result did not appear on A's open page without a reload");
      }

      // The round clock (RULES.md §13): started by the organizer, it
      // appears on A's open page and counts down there.
      const started = await fetch(`${base}/api/v1/tournaments/${event.tid}/rounds/1/clock/start`, {
        method: "POST",
        headers: { Authorization: `Bearer ${event.key}`, "Content-Type": "application/json" },
        body: "{}",
      });
      if (!started.ok) problems.push(`clock start: ${started.status} ${await started.text()}`);
      try {
        await pa.waitForFunction(() => {
          const c = document.getElementById("clock");
          return c && c.dataset.ends && /\d:\d\d/.test(c.textContent);
        }, null, { timeout: 15000 });
        const first = (await pa.locator("#clock").innerText()).trim();
        await pa.waitForTimeout(2200);
        const later = (await pa.locator("#clock").innerText()).trim();
        if (first === later) problems.push(`A: the clock does not count down ("${first}")`);
      } catch {
        problems.push("A: the started clock did not appear on A's open page");
      }

      const response = await fetch(`${base}/api/v1/tournaments/${event.tid}/rounds/1`, {
        headers: { Authorization: `Bearer ${event.key}` },
      });
      const round = await response.json();
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

// The player's page (/p/<code>) in headless Chromium at a phone's size
// (playwright-core). Run by scripts/player-page-check.sh, which starts the
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

// Two phones report one match through the player's page (RULES.md §12), in
// headless Chromium through playwright-core. Run by
// scripts/report-flow-check.sh, which starts the server, makes the
// tournament and the codes, and installs the packages; by hand:
//
//   node report-flow.mjs BASE_URL CODE_A CODE_B API_KEY TOURNAMENT_ID SHOT_DIR
//
// Two browser contexts at 390×844 (one phone per player), JavaScript on:
// A (player_a of table 1) reports 2-1-0 with the page's form; B's page
// shows A's report from B's side (1-2-0) and B confirms it; the
// organizer's round then has 2-1-0 at table 1, `confirmed`. Without
// JavaScript, the same forms are plain posts (the black-box tests cover
// that); here the page's own script must not get in the way. Exits 1 with
// every problem listed; screenshots of both phones go to SHOT_DIR.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base, codeA, codeB, key, tid, shotDir] = process.argv.slice(2);
if (!shotDir) {
  console.error("usage: node report-flow.mjs BASE_URL CODE_A CODE_B API_KEY TOURNAMENT_ID SHOT_DIR");
  process.exit(2);
}
mkdirSync(shotDir, { recursive: true });
const problems = [];
const check = (ok, what) => {
  if (!ok) problems.push(what);
};
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const phoneA = await browser.newContext(PHONE);
  const phoneB = await browser.newContext(PHONE);
  const a = await phoneA.newPage();
  const b = await phoneB.newPage();

  // A reports 2-1-0.
  await a.goto(`${base}/p/${codeA}`);
  check(await a.locator("#report-form").isVisible(), "A: the report form is visible");
  const box = await a.locator("#report-form button").boundingBox();
  check(box && box.x >= 0 && box.x + box.width <= 390, "A: the report button fits the phone's width");
  await a.selectOption("select[name=wins]", "2");
  await a.selectOption("select[name=losses]", "1");
  await a.selectOption("select[name=draws]", "0");
  await Promise.all([a.waitForURL(/done=reported/), a.click("#report-form button")]);
  check(await a.locator("#action-message").isVisible(), "A: the page says the report is saved");
  check((await a.locator("#my-report").textContent())?.includes("2-1-0"), "A: the page shows A's report 2-1-0");
  await a.screenshot({ path: `${shotDir}/a-reported.png`, fullPage: true });

  // B sees it from B's side and confirms.
  await b.goto(`${base}/p/${codeB}`);
  const theirs = (await b.locator("#their-report").textContent()) ?? "";
  check(theirs.includes("1-2-0"), `B: the page shows A's report from B's side (got ${JSON.stringify(theirs)})`);
  await b.screenshot({ path: `${shotDir}/b-to-confirm.png`, fullPage: true });
  await Promise.all([b.waitForURL(/done=confirmed/), b.click("#confirm-form button")]);
  check(await b.locator("#action-message").isVisible(), "B: the page says the result is entered");
  check(((await b.locator("#result").textContent()) ?? "").includes("1-2-0"), "B: the page shows the result from B's side");
  await b.screenshot({ path: `${shotDir}/b-confirmed.png`, fullPage: true });

  // The organizer's round has the result.
  const response = await fetch(`${base}/api/v1/tournaments/${tid}/rounds/1`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  const round = await response.json();
  const table = round.pairings.find((p) => p.table === 1);
  check(
    table && table.result && table.result.wins === 2 && table.result.losses === 1 && table.result.draws === 0,
    `organizer: table 1 has 2-1-0 (got ${JSON.stringify(table)})`,
  );
  check(table && table.report_state === "confirmed", "organizer: table 1 is confirmed");
  check(round.state === "completed", "organizer: the round is completed");
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(`report flow: ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("report flow: OK (two phones at 390×844: report, confirm, entered)");

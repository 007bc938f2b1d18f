// Long names on the printed sheets (issue 24): each URL given is laid
// out as Chromium prints it (print media, the width of an A4 page inside
// its 10 mm margins: 190 mm = 718 CSS pixels) and must fit across: no
// cell ends to the right of the page, the page does not scroll sideways,
// and every name is there whole. Run by scripts/checks/print.sh:
//
//   node print-layout.mjs URL...
//
// Exits 1 with every problem listed.
import { chromium } from "playwright-core";

const WIDTH = 718;
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: node print-layout.mjs URL...");
  process.exit(2);
}
const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 1000 } });
  await page.emulateMedia({ media: "print" });
  for (const url of urls) {
    await page.goto(url, { waitUntil: "load" });
    const got = await page.evaluate((width) => {
      const out = { scroll: document.documentElement.scrollWidth, over: [], cells: 0 };
      for (const td of document.querySelectorAll("td")) {
        out.cells += 1;
        const r = td.getBoundingClientRect();
        if (r.right > width + 1) {
          out.over.push(`${td.className || "td"} "${td.textContent.slice(0, 40)}" ends at ${Math.round(r.right)}px`);
        }
      }
      return out;
    }, WIDTH);
    if (got.cells === 0) {
      problems.push(`${url}: no table cells`);
    }
    if (got.scroll > WIDTH + 1) {
      problems.push(`${url}: ${got.scroll}px wide, the page has ${WIDTH}px`);
    }
    for (const o of got.over.slice(0, 5)) {
      problems.push(`${url}: ${o}`);
    }
    console.log(`${url}: ${got.cells} cells within ${WIDTH}px: ${got.over.length === 0 && got.scroll <= WIDTH + 1 ? "ok" : "NO"}`);
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  for (const p of problems) console.error(`FAIL: ${p}`);
  process.exit(1);
}

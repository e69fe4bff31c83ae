import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [w, h, name] of [[1280, 900, "desk"], [375, 800, "phone"]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("http://localhost:4199/_catalogue");
  await page.getByRole("heading", { name: "Block catalogue" }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/cat-${name}.png` });

  await page.locator("#block-hero").scrollIntoViewIfNeeded(); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/cat-${name}-hero.png` }); await page.screenshot({ path: `/tmp/cat-${name}-full.png`, fullPage: true });
  console.log(name, errors);
}
await browser.close();

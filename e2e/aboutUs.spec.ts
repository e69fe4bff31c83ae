import { expect, test } from "./consoleGuard.ts";
import { siteData } from "./sitePages.ts";

test("the about page introduces the company, whose name leads home, with its mission, two pictures, four platforms and the sister company", async ({ page }) => {
  await page.goto("/about-us");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("A technology partner you can build on");

  const intro = main.getByRole("region", { name: "Who we are" });
  await expect(intro.getByRole("link", { name: siteData.company.name })).toHaveAttribute("href", "/");
  await expect(main.getByRole("region", { name: "Our mission" }).getByRole("blockquote")).toBeVisible();

  const pictures = main.getByRole("region", { name: "People and places behind our work" }).getByRole("img");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) await expect(picture).toHaveAttribute("alt", /\w{3,}/);

  const platforms = main.getByRole("region", { name: "Platforms that run your business" });
  await expect(platforms.getByRole("heading", { level: 3 })).toHaveText(["CRM", "CPQ", "HRMS", "EMS"]);
  await expect(main.getByRole("region", { name: /partnership with/ }).getByRole("listitem")).toHaveCount(3);

  await intro.getByRole("link", { name: siteData.company.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Technology that helps your business grow with confidence");
});

/** Making a page with the studio's "New page…", as staff do, for the browser tests. */
import type { Page } from "@playwright/test";
import { escapeRegExp } from "../../src/shared/escapeRegExp.ts";
import { expect } from "../consoleGuard.ts";

/** From the page list the browser is on: New page…, its address and title, Create page; ends in the new page's editor. */
export async function makePageHere(page: Page, address: string, title: string) {
  await page.getByRole("button", { name: "New page…" }).press("Enter");
  await page.getByLabel("Address").fill(address);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create page" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(escapeRegExp(title)) })).toBeVisible();
}

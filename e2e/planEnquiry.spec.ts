import { test, expect } from "./consoleGuard.ts";
import { storedWithMessage } from "./enquiryDatabase.ts";

/** Issue 5: a plan card's 'BUY NOW' leads to the contact form with the plan named in the enquiry. */

test("'BUY NOW' on the Basic Workspace plan opens the form with the plan in the message, and the enquiry arrives with it", async ({ page }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/services/work-space");
  const plans = page.getByRole("region", { name: "CHOOSE A PLAN" });
  await plans.getByRole("link", { name: "BUY NOW" }).first().click();
  await expect(page).toHaveURL(/\/contact\?plan=Google\+Workspace\+Basic$/);
  await expect(page.getByText("Your enquiry is about the")).toHaveText(/Google Workspace Basic plan\./);

  const message = page.getByRole("textbox", { name: "Message", exact: true });
  const opening = "I would like to order the Google Workspace Basic plan. ";
  await expect(message).toHaveValue(opening);
  const reference = `Twenty seats, please. ${Date.now()}-${test.info().project.name}`;
  await message.press("End");
  await message.pressSequentially(reference);
  await page.getByRole("textbox", { name: "Designation", exact: true }).fill("Office Manager");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Example");
  await page.getByRole("textbox", { name: "Organization Name", exact: true }).fill("Example Trading");
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("sam@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
  expect(storedWithMessage(opening + reference)).toHaveLength(1);
});

test("the form opened from the plan card in a fresh page load (no client navigation) names the plan too", async ({ page }) => {
  await page.goto("/contact?plan=Microsoft+365+Business+Premium");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("I would like to order the Microsoft 365 Business Premium plan. ");
});

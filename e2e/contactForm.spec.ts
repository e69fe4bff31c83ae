import { test, expect } from "./consoleGuard.ts";

/** SPEC sections 4, 5 and 8: the contact form as a visitor uses it, in a real browser. */
test.describe("the contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
  });

  test("sent empty, shows the spec's message under each required field and focuses the first", async ({ page }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const [field, message] of [
      ["Designation", "Designation is required"],
      ["Name", "Name is required"],
      ["Organization Name", "Organization Name is required"],
      ["Email Address", "Email Address is required"],
      ["Message", "Message is required"],
    ] as const) {
      const input = page.getByRole("textbox", { name: field, exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.getByRole("textbox", { name: "Designation" })).toBeFocused();
  });

  test("keeps what was typed when the e-mail address or phone is malformed", async ({ page }) => {
    await page.getByRole("textbox", { name: "Designation" }).fill("IT Manager");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Example");
    await page.getByRole("textbox", { name: "Organization Name" }).fill("Example Trading");
    await page.getByRole("textbox", { name: "Email Address" }).fill("sam at example.com");
    await page.getByRole("textbox", { name: /Phone/ }).fill("12-34");
    await page.getByRole("textbox", { name: "Message" }).fill("We need a new website.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByRole("textbox", { name: /Phone/ })).toHaveAccessibleDescription("Invalid phone number");
    await expect(page.getByRole("textbox", { name: "Email Address" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Email Address" })).toHaveValue("sam at example.com");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("We need a new website.");
  });

  test("sent valid, alerts 'Form submitted successfully!', announces it and clears every field", async ({ page }) => {
    await page.getByRole("textbox", { name: "Designation" }).fill("IT Manager");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Example");
    await page.getByRole("textbox", { name: "Organization Name" }).fill("Example Trading");
    await page.getByRole("textbox", { name: "Email Address" }).fill("sam@example.com");
    await page.getByRole("textbox", { name: /Phone/ }).fill("971501234567");
    await page.getByRole("textbox", { name: "Message" }).fill("We need a new website.");

    // An alert blocks the page until it is answered, so it is answered as it opens and recorded.
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);

    await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
    for (const field of ["Designation", "Organization Name", "Email Address", "Message"]) {
      await expect(page.getByRole("textbox", { name: field, exact: true })).toHaveValue("");
    }
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: /Phone/ })).toHaveValue("");
  });
});

import type { Page } from "@playwright/test";
import { test, expect } from "./consoleGuard.ts";
import { storedWithMessage } from "./enquiryDatabase.ts";
import { fillValid, phone, recordAlerts, sendButton, textbox, uniqueMessage } from "./contactFormFields.ts";
import { alsoOnPhoneTag } from "./projectTags.ts";

/** SPEC sections 4, 5 and 8: the contact form as a visitor uses it, in a real browser, sending to the real server. */

/** The next enquiry reaches the server and is stored, but its answer never reaches the browser. */
async function loseTheFirstAnswer(page: Page) {
  await page.route(
    "**/api/enquiries",
    async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
}

async function expectEveryValueKept(page: Page, message: string) {
  await expect(textbox(page, "Designation")).toHaveValue("IT Manager");
  await expect(textbox(page, "Name")).toHaveValue("Sam Example");
  await expect(textbox(page, "Organization Name")).toHaveValue("Example Trading");
  await expect(textbox(page, "Email Address")).toHaveValue("sam@example.com");
  await expect(phone(page)).toHaveValue("971501234567");
  await expect(textbox(page, "Message")).toHaveValue(message);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test.describe("the contact form", () => {
  test("sent empty, shows the spec's message under each required field, highlighted, and focuses the first", { tag: alsoOnPhoneTag }, async ({ page }) => {
    await sendButton(page).click();
    for (const [field, message] of [
      ["Designation", "Designation is required"],
      ["Name", "Name is required"],
      ["Organization Name", "Organization Name is required"],
      ["Email Address", "Email Address is required"],
      ["Message", "Message is required"],
    ] as const) {
      const input = textbox(page, field);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      // The invalid highlight: a red border (the theme's danger colour).
      await expect(input).toHaveCSS("border-top-color", "rgb(180, 35, 24)");
    }
    await expect(phone(page)).not.toHaveAttribute("aria-invalid");
    await expect(textbox(page, "Designation")).toBeFocused();
  });

  test("keeps what was typed when the e-mail address or phone is malformed", async ({ page }) => {
    await fillValid(page, "We need a new website.");
    await textbox(page, "Email Address").fill("sam at example.com");
    await phone(page).fill("12-34");
    await sendButton(page).click();

    await expect(textbox(page, "Email Address")).toHaveAccessibleDescription("Invalid email address");
    await expect(phone(page)).toHaveAccessibleDescription("Invalid phone number");
    await expect(textbox(page, "Email Address")).toBeFocused();
    await expect(textbox(page, "Email Address")).toHaveValue("sam at example.com");
    await expect(phone(page)).toHaveValue("12-34");
    await expect(textbox(page, "Message")).toHaveValue("We need a new website.");
  });

  test("sent valid, reaches the company: alerts 'Form submitted successfully!', announces it and clears every field", { tag: alsoOnPhoneTag }, async ({ page }) => {
    const message = uniqueMessage("We need a new website");
    await fillValid(page, message);
    const alerts = recordAlerts(page);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);

    await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();
    for (const field of ["Designation", "Name", "Organization Name", "Email Address", "Message"]) {
      await expect(textbox(page, field)).toHaveValue("");
    }
    await expect(phone(page)).toHaveValue("");
    expect(storedWithMessage(message)).toEqual([
      expect.objectContaining({ designation: "IT Manager", name: "Sam Example", orgname: "Example Trading", address: "sam@example.com", phone: "971501234567" }),
    ]);
  });

  test("after one enquiry has reached the company, checks and sends the next the same way", async ({ page }) => {
    const alerts = recordAlerts(page);
    await fillValid(page, uniqueMessage("First enquiry"));
    await sendButton(page).click();
    await expect.poll(() => alerts).toHaveLength(1);
    await expect(textbox(page, "Name")).toHaveValue("");

    await sendButton(page).click();
    await expect(textbox(page, "Designation")).toHaveAccessibleDescription("Designation is required");
    await expect(textbox(page, "Designation")).toBeFocused();
    const second = uniqueMessage("Second enquiry");
    await fillValid(page, second);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!", "alert: Form submitted successfully!"]);
    await expect(textbox(page, "Message")).toHaveValue("");
    expect(storedWithMessage(second)).toEqual([expect.objectContaining({ name: "Sam Example", address: "sam@example.com" })]);
  });
});

test.describe("the contact form when sending fails", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("keeps every value when the server cannot be reached, says so, and sends on the next press", async ({ page }) => {
    const message = uniqueMessage("Offline then online");
    const alerts = recordAlerts(page);
    await page.route("**/api/enquiries", (route) => route.abort("internetdisconnected"));
    await fillValid(page, message);
    await sendButton(page).click();

    await expect(page.getByRole("alert")).toContainText("Your enquiry has not been sent: we could not reach our server.");
    await expect(page.getByRole("alert")).toContainText("Everything you typed is still here.");
    await expectEveryValueKept(page, message);
    expect(alerts).toEqual([]);

    await page.unroute("**/api/enquiries");
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);
    await expect(page.getByText(/has not been sent/)).toHaveCount(0);
    expect(storedWithMessage(message)).toHaveLength(1);
  });

  test("keeps every value and sends nothing when the form's rules cannot be fetched, and sends on the next press", async ({ page }) => {
    const message = uniqueMessage("Rules offline then online");
    const alerts = recordAlerts(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/enquiries")) sent.push(request.method());
    });
    // The validation code is fetched at the first focus in a field (ContactForm); the connection drops first.
    const rules = /\/assets\/enquiryResolver-[^/]+\.js$/;
    await page.route(rules, (route) => route.abort("internetdisconnected"));
    await fillValid(page, message);
    await sendButton(page).click();

    await expect(page.getByRole("alert")).toContainText("Your enquiry has not been sent: we could not reach our server.");
    await expectEveryValueKept(page, message);
    expect(sent).toEqual([]);

    await page.unroute(rules);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);
    expect(storedWithMessage(message)).toHaveLength(1);
  });

  test("puts an unconfirmed enquiry back after a reload, and stores it once when sent from there", async ({ page }) => {
    const message = uniqueMessage("Reloaded after a failure");
    // The visitor reloads and sends again, which must not store it twice.
    await loseTheFirstAnswer(page);
    await fillValid(page, message);
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toContainText("we could not reach our server");

    await page.reload();
    await expect(page.getByText("We kept what you typed earlier in this tab. It has not been sent yet.")).toBeVisible();
    await expectEveryValueKept(page, message);
    const alerts = recordAlerts(page);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);
    await expect(page.getByText(/We kept what you typed/)).toHaveCount(0);
    expect(storedWithMessage(message)).toHaveLength(1);
  });

  test("stores the enquiry once when the answer to the first attempt was lost and the visitor sends again", async ({ page }) => {
    const message = uniqueMessage("Answer lost");
    const alerts = recordAlerts(page);
    await loseTheFirstAnswer(page);
    await fillValid(page, message);
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toContainText("we could not reach our server");
    expect(storedWithMessage(message)).toHaveLength(1);

    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);
    expect(storedWithMessage(message)).toHaveLength(1);
  });

  test("asks the visitor to wait when too many enquiries came from their address", async ({ page }) => {
    await page.route("**/api/enquiries", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "600" }, json: { message: "Too many enquiries from this address." } }),
    );
    await fillValid(page, "Please call me back.");
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You have sent several enquiries in a short time, so this one has not been sent. Please try again in 10 minutes. Everything you typed is still here.",
    );
    await expectEveryValueKept(page, "Please call me back.");
  });

  test("offers the company's e-mail address when the server fails to store the enquiry", async ({ page }) => {
    await page.route("**/api/enquiries", (route) => route.fulfill({ status: 503, json: { message: "The enquiry could not be stored." } }));
    await fillValid(page, "Please call me back.");
    await sendButton(page).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Your enquiry has not been sent because of a problem on our side.");
    await expect(alert.getByRole("link", { name: "info@example.com" })).toHaveAttribute("href", "mailto:info@example.com");
    await expectEveryValueKept(page, "Please call me back.");
  });
});

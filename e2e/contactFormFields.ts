/** The contact form as a visitor meets it: its fields by their labels, a valid entry, and its alerts. */
import type { Page } from "@playwright/test";

export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
export const phone = (page: Page) => page.getByRole("textbox", { name: /Phone/ });
export const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

/** A message no other test (or project) sends, so the database shows exactly what this test stored. */
export const uniqueMessage = (title: string) => `${title}: ${Date.now()}-${Math.random().toString(36).slice(2)}`;

export async function fillValid(page: Page, message: string) {
  await textbox(page, "Designation").fill("IT Manager");
  await textbox(page, "Name").fill("Sam Example");
  await textbox(page, "Organization Name").fill("Example Trading");
  await textbox(page, "Email Address").fill("sam@example.com");
  await phone(page).fill("971501234567");
  await textbox(page, "Message").fill(message);
}

/**
 * Alerts block the page until answered, so each is answered as it opens, and recorded once answered: a
 * test that waits for the alert then has nothing left in flight when it ends (an answer still on its
 * way when the page closed failed the test, now and then, on a busy machine).
 */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    const alert = `${dialog.type()}: ${dialog.message()}`;
    void dialog.accept().then(() => alerts.push(alert));
  });
  return alerts;
}

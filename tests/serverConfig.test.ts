import { describe, expect, it } from "vitest";
import { ConfigError, serverConfig } from "../src/server/config.ts";

const config = (env: NodeJS.ProcessEnv) => serverConfig("/site", env);
const smtp = { SMTP_URL: "smtp://user:pass@mail.example.com:587", ENQUIRIES_NOTIFY_TO: "sales@example.com, owner@example.com", ENQUIRIES_NOTIFY_FROM: "website@example.com" };

describe("the server's settings", () => {
  it("stores enquiries in SQLite and tells nobody when nothing is set", () => {
    const { enquiriesDb, databaseUrl, delivery, retentionDays } = config({});
    expect(enquiriesDb).toBe("/site/data/enquiries.sqlite");
    expect(databaseUrl).toBeUndefined();
    expect(delivery.email).toBeUndefined();
    expect(delivery.webhook).toBeUndefined();
    expect(retentionDays).toBe(730);
  });

  it("reads the e-mail settings, with several recipients", () => {
    expect(config(smtp).delivery.email).toEqual({ smtpUrl: smtp.SMTP_URL, to: ["sales@example.com", "owner@example.com"], from: "website@example.com" });
  });

  it("reads the webhook, the database, the retries and the retention", () => {
    const { delivery, databaseUrl, retentionDays } = config({
      ENQUIRIES_WEBHOOK_URL: "https://crm.example.com/hooks/enquiries",
      ENQUIRIES_WEBHOOK_SECRET: "0123456789abcdef0123456789abcdef",
      DATABASE_URL: "postgres://site@db.example.com/site",
      ENQUIRIES_RETRY_FIRST: "1 minute",
      ENQUIRIES_RETRY_MAX: "2 hours",
      ENQUIRIES_RETRY_FOR: "7 days",
      ENQUIRIES_RETENTION_DAYS: "365",
    });
    expect(delivery.webhook).toEqual({ url: "https://crm.example.com/hooks/enquiries", secret: "0123456789abcdef0123456789abcdef" });
    expect(delivery.retry).toEqual({ firstDelayMs: 60_000, maxDelayMs: 7_200_000, giveUpAfterMs: 7 * 86_400_000 });
    expect(databaseUrl).toBe("postgres://site@db.example.com/site");
    expect(retentionDays).toBe(365);
  });

  it.each([
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465."],
    [{ ...smtp, ENQUIRIES_NOTIFY_TO: "" }, "SMTP_URL is set but ENQUIRIES_NOTIFY_TO is not: name who receives the enquiries (addresses, comma-separated)."],
    [{ ...smtp, ENQUIRIES_NOTIFY_TO: "sales@example.com; owner@example.com" }, 'ENQUIRIES_NOTIFY_TO: "sales@example.com; owner@example.com" is not an e-mail address.'],
    [{ ...smtp, ENQUIRIES_NOTIFY_FROM: undefined }, "SMTP_URL is set but ENQUIRIES_NOTIFY_FROM is not: name the address the e-mails come from (one the mail server lets you send as)."],
    [{ ENQUIRIES_WEBHOOK_URL: "ftp://crm.example.com" }, "ENQUIRIES_WEBHOOK_URL must be an http:// or https:// address."],
    [{ ENQUIRIES_WEBHOOK_URL: "https://crm.example.com", ENQUIRIES_WEBHOOK_SECRET: "short" }, "ENQUIRIES_WEBHOOK_SECRET is missing or shorter than 32 characters"],
    [{ DATABASE_URL: "mysql://db.example.com/site" }, "DATABASE_URL must start with postgres:// (leave it unset to store enquiries in SQLite)."],
    [{ ENQUIRIES_RETRY_FOR: "forever" }, 'ENQUIRIES_RETRY_FOR must be a duration like "30 seconds", "6 hours" or "3 days" (or milliseconds), not "forever".'],
    [{ ENQUIRIES_RETENTION_DAYS: "two years" }, 'ENQUIRIES_RETENTION_DAYS must be a whole number of days, 1 or more, not "two years".'],
  ])("refuses %j with a sentence saying what to do", (env, message) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(message);
  });
});

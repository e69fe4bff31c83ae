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

  describe("the live studio", () => {
    const studio = { STUDIO_REPO: "/srv/site", STUDIO_PUBLIC_URL: "https://www.company.example/" };
    const sso = { STUDIO_OIDC_ISSUER: "https://accounts.google.com", STUDIO_OIDC_CLIENT_ID: "client", STUDIO_OIDC_CLIENT_SECRET: "secret" };

    it("is off without STUDIO_REPO", () => {
      expect(config({ ...smtp, ...sso }).studio).toBeUndefined();
    });

    it("signs in by e-mailed link through the enquiries' mail server, from their address unless STUDIO_MAIL_FROM says another", () => {
      expect(config({ ...smtp, ...studio }).studio).toEqual({
        repo: "/srv/site",
        worktree: "/site/data/studio-drafts",
        siteBuilds: "/site/data/site-builds",
        publicUrl: "https://www.company.example",
        email: { smtpUrl: smtp.SMTP_URL, from: "website@example.com" },
        oidc: undefined,
      });
      expect(config({ ...smtp, ...studio, STUDIO_MAIL_FROM: "studio@example.com" }).studio?.email?.from).toBe("studio@example.com");
    });

    it("signs in through single sign-on with the provider's address, client id and secret", () => {
      expect(config({ ...studio, ...sso }).studio?.oidc).toEqual({ issuer: "https://accounts.google.com", clientId: "client", clientSecret: "secret" });
    });

    it("stops the server with a sentence naming what is missing", () => {
      expect(() => config(studio)).toThrow(
        new ConfigError(
          "STUDIO_REPO is set but no way to sign in is: set SMTP_URL (staff get an e-mailed link) or STUDIO_OIDC_ISSUER, STUDIO_OIDC_CLIENT_ID and STUDIO_OIDC_CLIENT_SECRET (single sign-on), or both (docs/deploy.md).",
        ),
      );
      expect(() => config({ ...smtp, STUDIO_REPO: "/srv/site" })).toThrow(/STUDIO_REPO is set but STUDIO_PUBLIC_URL is not/);
      expect(() => config({ ...studio, ...sso, STUDIO_OIDC_CLIENT_SECRET: "" })).toThrow(/STUDIO_OIDC_ISSUER is set but STUDIO_OIDC_CLIENT_SECRET is not/);
    });

    it("takes plain http:// only on this machine, where browsers still keep the Secure session cookie", () => {
      expect(config({ ...smtp, ...studio, STUDIO_PUBLIC_URL: "http://localhost:4173" }).studio?.publicUrl).toBe("http://localhost:4173");
      expect(() => config({ ...smtp, ...studio, STUDIO_PUBLIC_URL: "http://www.company.example" })).toThrow(/must start with https:\/\//);
      expect(() => config({ ...studio, ...sso, STUDIO_OIDC_ISSUER: "http://login.company.example" })).toThrow(/https:\/\/ address/);
    });
  });
});

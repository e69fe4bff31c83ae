import type { AuditAction, SignInMethod } from "../../server/staff/staffStore.ts";

/** The audit log's actions as the People screen says them. */
export const actionWords: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-refused": "Sign-in refused",
  "sign-out": "Signed out",
  save: "Saved",
  create: "Created a page",
  delete: "Deleted",
  upload: "Uploaded a picture",
  role: "Changed who may sign in",
  revoke: "Ended a session",
  publish: "Published",
};

export const methodWords: Record<SignInMethod, string> = { email: "E-mailed link", sso: "Work account" };

/** "28 Nov 2026, 10:32": the visitor's own time zone and language. */
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Words staff read about enquiries, in the e-mail, the server's log and `npm run enquiries` alike. */
import type { Language } from "../../shared/language.ts";
import type { Channel } from "./store.ts";

export const channelNames: Record<Channel, string> = { email: "e-mail", webhook: "webhook" };

/** The language a visitor wrote in, in English: staff read English whatever the visitor wrote. */
export const languageNames: Record<Language, string> = { en: "English", ar: "Arabic" };

/** "2026-01-05T09:30:12.345Z" reads as "2026-01-05 09:30 UTC": staff need the minute, not the millisecond. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The random values a browser holds (a session's cookie, a sign-in link's token) and what the store
 * keeps of them: only their SHA-256, so that a copy of the database, a backup or a log line signs nobody
 * in. 32 random bytes: guessing one is out of reach, so a fast hash (no salt, no stretching) is enough.
 */
import { createHash, randomBytes } from "node:crypto";

export const newSecret = () => randomBytes(32).toString("base64url");

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

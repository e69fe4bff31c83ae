/**
 * The production server's settings, read from the environment in one place:
 *   PORT (4173), HOST (0.0.0.0), ENQUIRIES_DB (data/enquiries.sqlite),
 *   ENQUIRIES_RATE_LIMIT (enquiries per address per window, 10), ENQUIRIES_RATE_WINDOW ("15 minutes"),
 *   TRUST_PROXY ("true", or the proxies' addresses or CIDR ranges, comma-separated; off by default).
 */
import { isAbsolute, join } from "node:path";
import { defaultRateLimit, type RateLimit } from "./enquiries/routes.ts";

export interface ServerConfig {
  port: number;
  host: string;
  enquiriesDb: string;
  rateLimit: RateLimit;
  trustProxy: boolean | string;
}

export function serverConfig(root: string, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const enquiriesDb = env.ENQUIRIES_DB ?? join("data", "enquiries.sqlite");
  return {
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? "0.0.0.0",
    enquiriesDb: isAbsolute(enquiriesDb) ? enquiriesDb : join(root, enquiriesDb),
    rateLimit: {
      max: Number(env.ENQUIRIES_RATE_LIMIT ?? defaultRateLimit.max),
      timeWindow: env.ENQUIRIES_RATE_WINDOW ?? defaultRateLimit.timeWindow,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}

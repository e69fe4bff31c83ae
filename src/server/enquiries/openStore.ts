/** Opens the store the settings name; the two implementations load only when chosen. */
import type { ServerConfig } from "../config.ts";
import type { EnquiryStore } from "./store.ts";

/** The store the settings name: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export async function openConfiguredStore(config: Pick<ServerConfig, "databaseUrl" | "enquiriesDb">, options: { readonly?: boolean } = {}): Promise<EnquiryStore> {
  if (config.databaseUrl) {
    const { openPostgresStore } = await import("./postgresStore.ts");
    return openPostgresStore(config.databaseUrl, options);
  }
  const { openSqliteStore } = await import("./sqliteStore.ts");
  return openSqliteStore(config.enquiriesDb, options);
}

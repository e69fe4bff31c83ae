/** Opens the staff store the settings name, in the enquiries' database; each implementation loads only when chosen. */
import type { ServerConfig } from "../config.ts";
import type { StaffStore } from "./staffStore.ts";

/** PostgreSQL when DATABASE_URL is set, else the SQLite file (ENQUIRIES_DB). */
export async function openConfiguredStaffStore(config: Pick<ServerConfig, "databaseUrl" | "enquiriesDb">): Promise<StaffStore> {
  if (config.databaseUrl) {
    const { openPostgresStaffStore } = await import("./postgresStaffStore.ts");
    return openPostgresStaffStore(config.databaseUrl);
  }
  const { openSqliteStaffStore } = await import("./sqliteStaffStore.ts");
  return openSqliteStaffStore(config.enquiriesDb);
}

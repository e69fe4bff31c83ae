import { afterAll, beforeAll } from "vitest";
import { startPostgres, type TestPostgres } from "../scripts/lib/servers/postgres.ts";

/** A real PostgreSQL server for the test file that calls this: started before its tests, stopped after. */
export function postgresForThisFile(): Pick<TestPostgres, "newDatabase"> {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());
  return { newDatabase: () => postgres!.newDatabase() };
}

import type { Page } from "@playwright/test";

/**
 * Holds back every request `pattern` matches (a chunk on its way, say) until `release()`, noting each
 * one's address in `requested`: so a test can act while the code is still missing, then let it in.
 */
export async function holdRequests(page: Page, pattern: RegExp | ((url: URL) => boolean)): Promise<{ requested: string[]; release: () => void }> {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * `npm run audit:licenses`: every package the production site installs (`npm ci --omit=dev`) carries a
 * licence of scripts/lib/licenses.ts. Exits 1 naming each that does not. (`npm audit` needs the
 * registry's advisory service, which these machines cannot reach; this needs nothing but node_modules.)
 */
import { execFileSync } from "node:child_process";
import { root } from "./lib/paths.ts";
import { allowedLicenses, licenseOf, licenseProblems, type InstalledPackage } from "./lib/licenses.ts";

const installed = JSON.parse(execFileSync("npm", ["query", ".prod"], { cwd: root, encoding: "utf8" })) as (InstalledPackage & { path: string })[];
// The project itself is private and licenses nothing to anyone.
const dependencies = installed.filter(({ path }) => path !== root);
const problems = licenseProblems(dependencies);

const counts = new Map<string, number>();
for (const license of dependencies.map((pkg) => licenseOf(pkg) ?? "no licence")) counts.set(license, (counts.get(license) ?? 0) + 1);
const summary = [...counts].sort(([, a], [, b]) => b - a).map(([license, count]) => `${count} ${license}`);
console.log(`${dependencies.length} production packages: ${summary.join(", ")}`);

if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}\n\nAllowed: ${allowedLicenses.join(", ")} (scripts/lib/licenses.ts).`);
  process.exitCode = 1;
}

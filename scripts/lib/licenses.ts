/**
 * Which licences the site's production dependencies may carry. Their code runs in visitors' browsers
 * and on the company's server, so each must allow use in a closed commercial product asking nothing
 * beyond keeping its notice: the permissive licences, and the SIL Open Font License for the web font,
 * which the site ships unmodified. A copyleft or unknown licence needs a person's decision, not a build.
 */
import satisfies from "spdx-satisfies";

export const allowedLicenses = [
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "0BSD",
  "BlueOak-1.0.0",
  "CC0-1.0",
  "Unlicense",
  "OFL-1.1",
];

/** A package as `npm query` describes it: `license` is an SPDX expression; very old packages use `licenses`. */
export interface InstalledPackage {
  name: string;
  version: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
}

/** The package's licence as one SPDX expression, or undefined when it names none. */
export function licenseOf({ license, licenses }: InstalledPackage): string | undefined {
  if (typeof license === "string") return license;
  if (license?.type) return license.type;
  const types = licenses?.map(({ type }) => type).filter(Boolean);
  // The old `licenses` array lists the licences a user may choose from.
  return types?.length ? types.join(" OR ") : undefined;
}

/** One line per package whose licence is missing, unreadable or not allowed (any side of an OR will do). */
export function licenseProblems(packages: InstalledPackage[]): string[] {
  return packages.flatMap((pkg) => {
    const license = licenseOf(pkg);
    const where = `${pkg.name}@${pkg.version}`;
    if (!license) return [`${where}: names no licence`];
    let allowed: boolean;
    try {
      allowed = satisfies(license, allowedLicenses);
    } catch {
      return [`${where}: "${license}" is not an SPDX licence expression`];
    }
    return allowed ? [] : [`${where}: ${license} is not among the allowed licences`];
  });
}

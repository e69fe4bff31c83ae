/**
 * What the studio says about a page's title where it is typed: a new page's title gets the company's
 * name after it (scripts/lib/pageTitle.ts), and the person sees that before it happens, not after.
 */
import { useEffect, useState } from "react";
import { loadFile } from "../api.ts";
import { SITE_FILE_SUMMARY } from "../studioApi.ts";
import { newPageTitle, TITLE_SEPARATOR } from "../../../scripts/lib/pageTitle.ts";

/**
 * The company's short name from the site-wide data, which a new page's title ends with; undefined
 * until it is read, and when it cannot be (the studio then says nothing about it rather than guess).
 */
export function useCompanyName(): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let current = true;
    loadFile(SITE_FILE_SUMMARY.path).then(
      (file) => {
        try {
          const company = (JSON.parse(file.text) as { company?: { name?: unknown } }).company;
          if (current && typeof company?.name === "string") setName(company.name);
        } catch {
          // A site file that does not parse has its own message where it is opened.
        }
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return name;
}

/** Under the title in the "New page" window: the title as search results and browser tabs will show it. */
export function newPageTitleNote(title: string, companyName: string | undefined): string | undefined {
  if (!companyName) return undefined;
  const typed = title.trim();
  const shown = newPageTitle(typed || "Your title", companyName);
  if (typed && shown === typed) return `Search results and browser tabs show it as: “${shown}”, without the company's name, which would make it too long.`;
  return `Search results and browser tabs show it as: “${shown}”.`;
}

/**
 * Under a page's title in Page settings: why the company's name ends it, when it does (the studio put
 * it there when it made the page), so that it never reads as something that appeared by itself.
 */
export function titleEndingNote(title: unknown, companyName: string | undefined): string | undefined {
  if (!companyName || typeof title !== "string") return undefined;
  const ending = `${TITLE_SEPARATOR}${companyName}`;
  if (!title.endsWith(ending) || title === ending) return undefined;
  return `Ends with the company's name (“…${ending}”), so that search results and browser tabs name the company, as the site's other pages do.`;
}

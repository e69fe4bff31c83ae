/**
 * Writes a synthetic site of any size into a pages folder: the real pages/_site.json, a page for every
 * address its menus link to, and the rest in nested folders (up to three levels), with realistic mixes
 * of the real block types, aliases on some pages, links between pages and pictures from public/images.
 * Every page is linked from the one before it, so the set passes `npm run validate` without warnings,
 * exactly as the real pages do.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "../../../src/generated/page.ts";
import { splitLink } from "../../../src/shared/routes.ts";
import { listFilesRecursively } from "../files.ts";
import { projectPagesDir, publicDir, slashedPath } from "../paths.ts";
import { currentSchemaVersion, schemaReference } from "../schemas.ts";
import { SITE_FILE } from "../validateProject.ts";
import { seededRandom, type Random } from "./seededRandom.ts";
import { OVERVIEW_ID, syntheticBlock, type BlockContext, type SyntheticBlockType } from "./syntheticBlocks.ts";
import { heading, paragraph, sentence, topicWords } from "./syntheticText.ts";

type Kind = "service" | "article" | "product" | "landing" | "contact";

interface PlannedPage {
  /** Path under the pages folder, e.g. `solutions/retail/cloud-migration-12.json`. */
  source: string;
  route: string;
  aliases: string[];
  kind: Kind;
}

const sections = ["solutions", "industries", "insights", "resources", "locations", "case-studies"];
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Every site address the site file links to (menus, footer): these pages must exist. */
export function siteLinkedRoutes(site: unknown): string[] {
  const routes = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === "string" && key === "href" && value.startsWith("/")) routes.add(splitLink(value).path || "/");
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  visit(site);
  return [...routes].sort();
}

/** The file a fixed route lives in: `/services` is services/index.json when other pages sit under it. */
function sourceFor(route: string, all: string[]): string {
  if (route === "/") return "index.json";
  return all.some((other) => other.startsWith(route + "/")) ? `${route.slice(1)}/index.json` : `${route.slice(1)}.json`;
}

function planPages(count: number, fixedRoutes: string[], random: Random): PlannedPage[] {
  const fixed: PlannedPage[] = fixedRoutes.slice(0, count).map((route) => ({
    source: sourceFor(route, fixedRoutes),
    route,
    aliases: [],
    kind: route.includes("contact") ? "contact" : route.startsWith("/blog") ? "article" : "service",
  }));
  const planned = [...fixed];
  for (let index = 0; planned.length < count; index++) {
    const section = sections[index % sections.length]!;
    const topic = slugOf(topicWords[Math.floor(index / sections.length) % topicWords.length]!);
    const depth = 1 + (index % 3);
    const folders = [section, topic, `part-${index % 7}`].slice(0, depth);
    const slug = `${slugOf(heading(random))}-${index}`;
    const route = `/${[...folders, slug].join("/")}`;
    const aliases: string[] = [];
    // Some pages answer at an old address too, and some at a spelling in other letter case (as /blog/AIML).
    if (index % 9 === 0) aliases.push(`/go/${slug}`);
    if (index % 13 === 0) aliases.push(route.replace(/[a-z]+-\d+$/, (last) => last.toUpperCase()));
    const kind: Kind = section === "insights" ? "article" : section === "solutions" ? "service" : random.pick(["service", "product", "landing", "article"] as const);
    planned.push({ source: `${route.slice(1)}.json`, route, aliases: aliases.filter((alias) => alias !== route), kind });
  }
  return planned;
}

/** The blocks of a page of each kind, in the order editors use; the optional ones vary per page. */
function blockPlan(kind: Kind, random: Random): SyntheticBlockType[] {
  const some = (...types: SyntheticBlockType[]) => types.filter(() => random.chance(0.6));
  switch (kind) {
    case "article":
      return ["breadcrumb", "articleHeader", "richText", ...Array.from({ length: random.int(1, 4) }, () => "richText" as const), "callToAction"];
    case "contact":
      return ["hero", "richText", "contactCards", "contactForm"];
    case "product":
      return ["hero", "richText", "cardGrid", ...some("keyFigures", "planCards", "comparisonTable"), "callToAction"];
    case "service":
      return ["hero", "richText", "cardGrid", ...some("cardGrid", "keyFigures", "accordion"), "callToAction"];
    case "landing":
      return ["hero", "richText", ...some("keyFigures", "cardGrid", "richText", "accordion", "planCards"), "callToAction"];
  }
}

/** Pictures that ship with the site, as image fields give them: `/images/services/cloud.svg`. */
function publicPictures(): string[] {
  return listFilesRecursively(join(publicDir, "images"))
    .filter((file) => /\.(svg|png|jpe?g|webp|avif)$/.test(file))
    .map((file) => "/" + slashedPath(publicDir, file))
    .sort();
}

function pageFor(all: PlannedPage[], index: number, pictures: string[], random: Random, schema: string): Page {
  const planned = all[index]!;
  const next = all[(index + 1) % all.length]!;
  const ctx: BlockContext = {
    random,
    next: next.route,
    route: planned.route,
    link() {
      const target = random.pick(all);
      const roll = random.next();
      if (roll < 0.1) return `#${OVERVIEW_ID}`;
      if (roll < 0.35) return `${target.route}#${OVERVIEW_ID}`;
      if (roll < 0.45 && target.aliases.length) return target.aliases[0]!;
      if (roll < 0.5) return random.pick(["https://www.example.com/partners", "mailto:info@example.com", "tel:+97145550100"]);
      return target.route;
    },
    image: () => ({ src: random.pick(pictures), alt: sentence(random, 160).replace(/\.$/, "") }),
  };
  // The second block is the page's overview section: the target of every `#overview` link.
  const blocks = blockPlan(planned.kind, random).map((type, index) => syntheticBlock(type, ctx, index === 1 ? OVERVIEW_ID : undefined));
  const title = `${heading(random)} ${index + 1}`.slice(0, 60);
  // Search results show 50 to 160 characters; a short one gets a closing sentence, as an editor would add.
  const description = paragraph(random, 2, 150);
  return {
    $schema: schema,
    schemaVersion: currentSchemaVersion() as Page["schemaVersion"],
    meta: { title, description: description.length >= 50 ? description : `${description} Ask us how.` },
    ...(planned.aliases.length ? { aliases: planned.aliases } : {}),
    blocks,
  } as Page;
}

export interface SyntheticSite {
  /** Page files written (the site file not counted). */
  pages: number;
  /** Every address prerendering writes: routes and aliases. */
  addresses: number;
}

/**
 * Writes `count` synthetic pages and a copy of the site file into `dir` (which should be empty).
 * The same seed writes the same pages.
 */
export function writeSyntheticPages(dir: string, count: number, seed = 1): SyntheticSite {
  const random = seededRandom(seed);
  const site = JSON.parse(readFileSync(join(projectPagesDir, SITE_FILE), "utf8")) as Record<string, unknown>;
  const planned = planPages(count, siteLinkedRoutes(site), random);
  const pictures = publicPictures();

  mkdirSync(dir, { recursive: true });
  // The site file as it is, but for the path to its schema, which depends on where the folder is.
  const siteFile = join(dir, SITE_FILE);
  writeFileSync(siteFile, JSON.stringify({ ...site, $schema: schemaReference(siteFile, "site.schema.json") }, null, 2) + "\n");
  planned.forEach((page, index) => {
    const file = join(dir, page.source);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(pageFor(planned, index, pictures, random, schemaReference(file, "page.schema.json")), null, 2) + "\n");
  });
  return { pages: planned.length, addresses: planned.reduce((sum, page) => sum + 1 + page.aliases.length, 0) };
}

/**
 * One builder per block type for synthetic pages. Each starts from one of its schema's `examples`
 * (so variants, columns, icons and tones are shapes the site really uses) and replaces the words,
 * links and pictures: text varies from page to page, links point at other synthetic pages (some at
 * their #overview section, some through an alias) and pictures are files under public/images, so
 * the validator's cross-checks have real work to do.
 */
import type { Block } from "../../../src/generated/page.ts";
import type { BlockType } from "../../../src/blocks/types.ts";
import { readSchema } from "../schemas.ts";
import type { Random } from "./seededRandom.ts";
import { audience, heading, label, paragraph, sentence, topicWords } from "./syntheticText.ts";

export interface BlockContext {
  random: Random;
  /** A site link to another synthetic page, maybe to its #overview section, maybe by an alias. */
  link(): string;
  /** The page this one must link to, so that every page is linked from some other page. */
  next: string;
  image(): { src: string; alt: string };
  /** The page's route, for breadcrumbs. */
  route: string;
}

/** The section id every synthetic page has, so links to `/some/page#overview` resolve. */
export const OVERVIEW_ID = "overview";

type Shape<T extends BlockType> = Extract<Block, { type: T }>;

const examples = new Map<BlockType, unknown[]>();
/** The schema's examples, read once: a benchmark writes thousands of blocks. */
const examplesOf = <T extends BlockType>(type: T): Shape<T>[] => {
  if (!examples.has(type)) examples.set(type, (readSchema(`blocks/${type}.schema.json`).examples as unknown[]) ?? []);
  return examples.get(type) as Shape<T>[];
};
const icons = (readSchema("defs.schema.json") as { definitions: { icon: { enum: string[] } } }).definitions.icon.enum;

const action = (ctx: BlockContext, href = ctx.link(), variant?: "secondary") => ({ label: label(ctx.random).slice(0, 40), href, ...(variant ? { variant } : {}) });

/** A paragraph with a link inside, as editors write "see our … services". */
const linkedParagraph = (ctx: BlockContext, href = ctx.link()) => ({
  p: [`${sentence(ctx.random)} See `, { text: label(ctx.random), href }, ` and ${sentence(ctx.random).toLowerCase()}`],
});

const builders: { [T in Exclude<BlockType, "searchResults">]: (ctx: BlockContext, example: Shape<T>) => Shape<T> } = {
  hero: (ctx, example) => ({
    ...example,
    eyebrow: ctx.random.pick(topicWords),
    heading: heading(ctx.random),
    intro: paragraph(ctx.random, 2, 400),
    actions: [action(ctx, ctx.next), action(ctx, `#${OVERVIEW_ID}`, "secondary")],
    image: ctx.image(),
  }),
  breadcrumb: (ctx, example) => ({
    ...example,
    items: [{ label: "Home", href: "/" }, { label: ctx.random.pick(topicWords), href: ctx.link() }, { label: heading(ctx.random).slice(0, 60) }],
  }),
  articleHeader: (ctx, example) => ({
    ...example,
    eyebrow: ctx.random.pick(topicWords),
    heading: heading(ctx.random),
    published: `20${ctx.random.int(20, 26)}-${String(ctx.random.int(1, 12)).padStart(2, "0")}-${String(ctx.random.int(1, 28)).padStart(2, "0")}`,
    summary: paragraph(ctx.random, 2, 400),
    image: ctx.image(),
  }),
  richText: (ctx, example) => {
    const content: Shape<"richText">["content"] = [{ h2: heading(ctx.random) }, linkedParagraph(ctx), { p: paragraph(ctx.random, ctx.random.int(3, 7)) }];
    if (ctx.random.chance(0.5)) content.push({ ul: [label(ctx.random), [{ strong: label(ctx.random) }, ` ${sentence(ctx.random).toLowerCase()}`], label(ctx.random)] });
    if (ctx.random.chance(0.3)) content.push({ h3: heading(ctx.random) }, { p: ["Write to ", { site: "email" }, ` or visit ${audience(ctx.random)} clients with `, { site: "companyName" }, "."] });
    if (ctx.random.chance(0.2)) content.push({ quote: sentence(ctx.random, 600) });
    return { ...example, content, ...(ctx.random.chance(0.3) ? { image: ctx.image() } : {}) };
  },
  cardGrid: (ctx, example) => {
    const count = (example.columns ?? 3) * ctx.random.int(1, 2);
    // Only what the example's style draws (the validator warns about the rest): pictures in "cards", no icon in "plain".
    const style = example.variant ?? "cards";
    const withPictures = style === "cards" && ctx.random.chance(0.3);
    return {
      ...example,
      heading: heading(ctx.random),
      intro: sentence(ctx.random, 500),
      cards: Array.from({ length: count }, () => ({
        title: label(ctx.random).slice(0, 80),
        description: paragraph(ctx.random, 2, 600),
        ...(withPictures ? { image: ctx.image() } : { ...(style === "plain" ? {} : { icon: ctx.random.pick(icons) as never }), tone: example.cards[0]?.tone }),
        ...(ctx.random.chance(0.3) ? { link: { label: "Learn more", href: ctx.link() } } : {}),
      })),
    };
  },
  keyFigures: (ctx, example) => ({
    ...example,
    heading: heading(ctx.random),
    figures: Array.from({ length: ctx.random.int(2, 4) }, () => ({ value: `${ctx.random.int(2, 999)}${ctx.random.pick(["%", "+", "", " TB", "x"])}`, label: label(ctx.random) })),
  }),
  accordion: (ctx, example) => ({
    ...example,
    heading: heading(ctx.random),
    items: Array.from({ length: ctx.random.int(3, 6) }, () => ({ title: `${heading(ctx.random)}?`, content: paragraph(ctx.random, 3, 1500) })),
  }),
  planCards: (ctx, example) => ({
    ...example,
    heading: heading(ctx.random),
    plans: Array.from({ length: ctx.random.int(2, 4) }, (_, index) => ({
      title: `${ctx.random.pick(["Starter", "Standard", "Plus", "Business"])} ${index + 1}`,
      price: `$${ctx.random.int(3, 90)}`,
      period: "per user / month",
      features: Array.from({ length: ctx.random.int(2, 5) }, () => label(ctx.random)),
      ...(index === 1 ? { popular: true } : {}),
      action: action(ctx),
    })),
  }),
  comparisonTable: (ctx, example) => {
    const columns = example.columns.map((_, index) => `Plan ${index + 1}`);
    return {
      ...example,
      heading: heading(ctx.random),
      columns,
      rows: Array.from({ length: ctx.random.int(3, 8) }, () => ({
        feature: label(ctx.random),
        values: columns.map(() => (ctx.random.chance(0.5) ? ctx.random.chance(0.5) : `${ctx.random.int(1, 500)} GB`)),
      })),
    };
  },
  callToAction: (ctx, example) => ({ ...example, heading: `${heading(ctx.random)}?`, intro: sentence(ctx.random), actions: [action(ctx, ctx.next), action(ctx, ctx.link(), "secondary")] }),
  contactCards: (ctx, example) => ({ ...example, heading: heading(ctx.random) }),
  contactForm: (ctx, example) => ({ ...example, heading: heading(ctx.random), intro: sentence(ctx.random) }),
};

export type SyntheticBlockType = keyof typeof builders;

/** A block of `type` with fresh words, links and pictures; `id` names it as a link target. */
export function syntheticBlock<T extends SyntheticBlockType>(type: T, ctx: BlockContext, id?: string): Shape<T> {
  // An example's own id would repeat on a page that uses the block twice.
  const example: { id?: string } = { ...ctx.random.pick(examplesOf(type)) };
  delete example.id;
  const block = (builders[type] as (ctx: BlockContext, example: Shape<T>) => Shape<T>)(ctx, example as unknown as Shape<T>);
  return id ? { ...block, id } : block;
}

/**
 * The rich-text shape the schema allows (schemas/blocks/richText.schema.json: headings, paragraphs,
 * lists, quotes; inside a line only links, bold, italics and site details) to the DOM of an editable
 * area and back. Whatever the browser or a paste puts in the area that the shape cannot hold (a
 * table, a colour, bold inside a link) is flattened to its text: the editor can never write HTML.
 */
export type Piece = string | { text: string; href: string } | { strong: string } | { em: string } | { site: string };
export type Inline = string | Piece[];
export type RichElement = { h2: string } | { h3: string } | { p: Inline } | { ul: Inline[] } | { ol: Inline[] } | { quote: string };

/** How a site detail ({"site": "phone"}) reads in the editor: it is filled in from pages/_site.json. */
export const siteDetailLabels: Record<string, string> = {
  companyName: "company name",
  legalName: "legal name",
  headOfficeAddress: "head office address",
  email: "e-mail",
  phone: "phone",
};

function inlineNodes(doc: Document, inline: Inline | undefined): Node[] {
  const pieces = typeof inline === "string" ? [inline] : Array.isArray(inline) ? inline : [];
  return pieces.map((piece) => {
    if (typeof piece === "string") return doc.createTextNode(piece);
    if ("href" in piece) return withHref(doc, piece);
    if ("strong" in piece) return Object.assign(doc.createElement("strong"), { textContent: piece.strong });
    if ("em" in piece) return Object.assign(doc.createElement("em"), { textContent: piece.em });
    const detail = Object.assign(doc.createElement("span"), { textContent: `{${siteDetailLabels[piece.site] ?? piece.site}}`, contentEditable: "false" });
    detail.dataset.site = piece.site;
    return detail;
  });
}

function withHref(doc: Document, piece: { text: string; href: string }): HTMLAnchorElement {
  const link = doc.createElement("a");
  link.textContent = piece.text;
  // The attribute, not the property: the page's value stays as written ("/contact", not a full URL).
  link.setAttribute("href", piece.href);
  return link;
}

function element(doc: Document, tag: string, children: Node[]): HTMLElement {
  const node = doc.createElement(tag);
  node.append(...children);
  return node;
}

/** The elements as nodes to put in the editable area. */
export function toNodes(doc: Document, elements: readonly RichElement[]): Node[] {
  return elements.map((item) => {
    if ("h2" in item) return element(doc, "h2", [doc.createTextNode(item.h2)]);
    if ("h3" in item) return element(doc, "h3", [doc.createTextNode(item.h3)]);
    if ("quote" in item) return element(doc, "blockquote", [doc.createTextNode(item.quote)]);
    if ("ul" in item || "ol" in item) {
      const items = "ul" in item ? item.ul : item.ol;
      return element(doc, "ul" in item ? "ul" : "ol", (Array.isArray(items) ? items : []).map((entry) => element(doc, "li", inlineNodes(doc, entry))));
    }
    return element(doc, "p", inlineNodes(doc, (item as { p?: Inline }).p));
  });
}

// Editable areas write a non-breaking space where a typed space would otherwise collapse.
const text = (node: Node) => (node.textContent ?? "").replace(/\u00a0/g, " ");

function piecesOf(node: Node, into: Piece[]) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) into.push(text(child));
    if (child.nodeType !== 1) continue;
    const tag = (child as Element).tagName;
    const site = (child as HTMLElement).dataset?.site;
    if (site) into.push({ site });
    else if (tag === "A" && (child as Element).getAttribute("href")) into.push({ text: text(child), href: (child as Element).getAttribute("href")! });
    else if (tag === "STRONG" || tag === "B") into.push({ strong: text(child) });
    else if (tag === "EM" || tag === "I") into.push({ em: text(child) });
    else if (tag === "BR") into.push(" ");
    else piecesOf(child, into);
  }
}

/** A line's pieces, tidied: neighbouring plain texts joined, blank pieces dropped; one plain text is just a string. */
export function inlineOf(node: Node): Inline {
  const raw: Piece[] = [];
  piecesOf(node, raw);
  const pieces: Piece[] = [];
  for (const piece of raw) {
    const last = pieces.at(-1);
    if (typeof piece === "string" && typeof last === "string") pieces[pieces.length - 1] = last + piece;
    else pieces.push(piece);
  }
  const first = pieces[0];
  if (typeof first === "string") pieces[0] = first.trimStart();
  const end = pieces.at(-1);
  if (typeof end === "string") pieces[pieces.length - 1] = end.trimEnd();
  const kept = pieces.filter((piece) => (typeof piece === "string" ? piece !== "" : !Object.values(piece).every((value) => value.trim() === "")));
  return kept.length === 1 && typeof kept[0] === "string" ? kept[0] : kept.length === 0 ? "" : kept;
}

const isBlank = (inline: Inline) => inline === "" || (Array.isArray(inline) && inline.length === 0);

/** The editable area's content in the schema's shape. Empty lines are left out. */
export function fromNodes(root: Node): RichElement[] {
  const elements: RichElement[] = [];
  let loose: Node[] = [];
  // Text typed straight into the area, outside any paragraph, is a paragraph of its own.
  const flushLoose = () => {
    if (!loose.length) return;
    const holder = root.ownerDocument!.createElement("p");
    holder.append(...loose.map((node) => node.cloneNode(true)));
    const inline = inlineOf(holder);
    if (!isBlank(inline)) elements.push({ p: inline });
    loose = [];
  };
  for (const child of root.childNodes) {
    const tag = child.nodeType === 1 ? (child as Element).tagName : "";
    if (!["H1", "H2", "H3", "H4", "H5", "H6", "BLOCKQUOTE", "UL", "OL", "P", "DIV"].includes(tag)) {
      loose.push(child);
      continue;
    }
    flushLoose();
    const plain = text(child).trim();
    if (tag === "H1" || tag === "H2") plain && elements.push({ h2: plain });
    else if (tag.startsWith("H")) plain && elements.push({ h3: plain });
    else if (tag === "BLOCKQUOTE") plain && elements.push({ quote: plain });
    else if (tag === "UL" || tag === "OL") {
      const items = [...child.childNodes].filter((item) => (item as Element).tagName === "LI").map(inlineOf).filter((item) => !isBlank(item));
      if (items.length) elements.push(tag === "UL" ? { ul: items } : { ol: items });
    } else {
      const inline = inlineOf(child);
      if (!isBlank(inline)) elements.push({ p: inline });
    }
  }
  flushLoose();
  return elements;
}

import { describe, expect, it } from "vitest";
import { fromNodes, toNodes, type RichElement } from "./richTextDom.ts";

const area = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
};
const roundTrip = (elements: RichElement[]) => {
  const root = document.createElement("div");
  root.append(...toNodes(document, elements));
  return fromNodes(root);
};

describe("the studio's rich-text editor and the schema's shape", () => {
  it("gives back every kind of element it was given, links, bold, italics and site details included", () => {
    const elements: RichElement[] = [
      { h2: "Who we are" },
      { p: ["We build ", { strong: "secure" }, " systems. ", { text: "Talk to us", href: "/contact" }, " or call ", { site: "phone" }, "."] },
      { h3: "What we do" },
      { ul: ["Cloud", ["Apps in ", { em: "weeks" }]] },
      { ol: ["Plan", "Build"] },
      { quote: "They delivered on time." },
      { p: "A plain paragraph." },
    ];
    expect(roundTrip(elements)).toEqual(elements);
  });

  it("keeps a link's address as written, not as the browser resolves it", () => {
    expect(roundTrip([{ p: [{ text: "FAQ", href: "#faq" }] }])).toEqual([{ p: [{ text: "FAQ", href: "#faq" }] }]);
  });

  it("reads what the browser writes while typing: <b>, <i>, <div> lines, non-breaking spaces, and text outside any paragraph", () => {
    expect(fromNodes(area("Loose text<div>A <b>bold</b>&nbsp;and <i>italic</i> line</div><p><br></p>"))).toEqual([
      { p: "Loose text" },
      { p: ["A ", { strong: "bold" }, " and ", { em: "italic" }, " line"] },
    ]);
  });

  it("flattens what the shape cannot hold to its text, and never keeps HTML", () => {
    expect(fromNodes(area('<p><span style="color:red">Red</span> <a href="/x"><b>bold link</b></a> <img src=x onerror=alert(1)></p><table><tr><td>cell</td></tr></table>'))).toEqual([
      { p: ["Red ", { text: "bold link", href: "/x" }] },
      { p: "cell" },
    ]);
  });

  it("leaves out empty lines and empty list items", () => {
    expect(fromNodes(area("<h2> </h2><ul><li></li><li>One</li></ul><p>&nbsp;</p>"))).toEqual([{ ul: ["One"] }]);
  });
});

import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { Block } from "../generated/page.ts";
import { renderWithSite } from "../../tests/render.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { firstScreenBlocks } from "./firstScreen.ts";
import { FirstScreen } from "./inFirstScreen.ts";
import { firstScreenPictures } from "../firstPicturesPainted.ts";

const picture = { src: "/images/blog/ui-ux-design.svg", alt: "Wireframes" };
const breadcrumb: Block = { type: "breadcrumb", items: [{ label: "Home", href: "/" }, { label: "Blog" }] };
const textBanner: Block = { type: "hero", heading: "Blog Page" };
const pictureBanner: Block = { type: "hero", heading: "Web Development", image: picture };
const cards: Block = { type: "cardGrid", cards: [{ title: "UI/UX", image: picture }] };
const textCards: Block = { type: "cardGrid", cards: [{ title: "UI/UX" }, { title: "Web" }] };
const text: Block = { type: "richText", content: [{ p: "Text" }] };

describe("which blocks are in the first screen", () => {
  it("is only a banner with a picture, which fills the first screen", () => {
    expect([...firstScreenBlocks([pictureBanner, cards, text])]).toEqual([0]);
  });

  it("is a text-only banner and the block after it, whose top is in view", () => {
    expect([...firstScreenBlocks([textBanner, cards, text])]).toEqual([0, 1]);
  });

  it("is a card grid with pictures on its cards, which fills the first screen as a banner's picture does", () => {
    expect([...firstScreenBlocks([cards, text, pictureBanner])]).toEqual([0]);
  });

  it("is a card grid whose cards have no picture and the block after it", () => {
    expect([...firstScreenBlocks([textCards, pictureBanner, text])]).toEqual([0, 1]);
  });

  it("looks past the breadcrumb, a thin line above an article's header", () => {
    expect([...firstScreenBlocks([breadcrumb, { type: "articleHeader", heading: "Title", published: "2026-03-12", image: picture }, text])]).toEqual([1]);
  });
});

describe("a card grid's pictures", () => {
  const grid = (
    <CardGrid
      type="cardGrid"
      columns={2}
      cards={["One", "Two", "Three"].map((title) => ({ title, image: { src: `/images/${title}.svg`, alt: `${title} picture` } }))}
    />
  );

  it("load at once for the first row when the grid is in the first screen, and the rest wait until scrolled near", () => {
    renderWithSite(<FirstScreen.Provider value={true}>{grid}</FirstScreen.Provider>);
    const loading = ["One", "Two", "Three"].map((title) => screen.getByRole("img", { name: `${title} picture` }).getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "lazy"]);
  });

  it("in the first screen are the ones the boot script waits for before it fetches React", () => {
    renderWithSite(<FirstScreen.Provider value={true}>{grid}</FirstScreen.Provider>);
    const waitedFor = screen.getAllByRole("img").map((image) => image.matches(firstScreenPictures));
    expect(waitedFor).toEqual([true, true, false]);
  });

  it("all wait until scrolled near when the grid is further down the page", () => {
    renderWithSite(grid);
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy", "lazy"]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { headTags } from "../shared/headTags.ts";
import type { Head } from "./useDocumentHead.ts";

const about: Head = {
  title: "About Us | Example IT",
  description: "Who we are & what we do.",
  canonical: "https://www.example.com/about-us",
  structuredData: [{ "@context": "https://schema.org", "@type": "Organization", name: "Example </script> IT" }],
};
const contact: Head = { title: "Contact | Example IT", description: "Write to us.", canonical: "https://www.example.com/contact" };

// The hook remembers what it wrote in module state, as for one page load: a fresh module per test.
async function pageWithHead() {
  vi.resetModules();
  const { useDocumentHead } = await import("./useDocumentHead.ts");
  return function Page({ head }: { head: Head }) {
    useDocumentHead(head);
    return null;
  };
}

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8"><style id="font-faces"></style>';
});
afterEach(() => {
  document.head.innerHTML = "";
});

describe("useDocumentHead", () => {
  it("leaves the prerendered head as the server wrote it, the same elements in the same place", async () => {
    document.head.insertAdjacentHTML("beforeend", headTags(about));
    const before = [...document.head.children];
    const Page = await pageWithHead();
    render(<Page head={about} />);
    expect([...document.head.children]).toEqual(before);
    expect([...document.head.children].every((element, index) => element === before[index])).toBe(true);
  });

  it("replaces the whole set, once, when the visitor moves to another page", async () => {
    document.head.insertAdjacentHTML("beforeend", headTags(about));
    const Page = await pageWithHead();
    const { rerender } = render(<Page head={about} />);
    rerender(<Page head={contact} />);
    expect(document.title).toBe("Contact | Example IT");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe(contact.canonical);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it("writes the head when the page has none yet (the dev server's index.html)", async () => {
    const Page = await pageWithHead();
    render(<Page head={about} />);
    expect(document.title).toBe("About Us | Example IT");
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute("content")).toBe(about.description);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});

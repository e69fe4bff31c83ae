import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { headTags, type Head } from "./headTags.ts";
import { useDocumentHead } from "./useDocumentHead.ts";

const about: Head = {
  title: "About Us | Example IT",
  description: "Who we are & what we do.",
  canonical: "https://www.example.com/about-us",
  structuredData: [{ "@context": "https://schema.org", "@type": "Organization", name: "Example </script> IT" }],
};
const contact: Head = { title: "Contact | Example IT", description: "Write to us.", canonical: "https://www.example.com/contact" };
const results: Head = { title: "Search | Example IT", description: "Results.", noindex: true };

const heads: Record<string, Head> = { about, contact, results };

function Page({ name, served = false }: { name: string; served?: boolean }) {
  useDocumentHead(served ? undefined : () => heads[name]!, name);
  return null;
}

/** The page's own head elements, as the document holds them. */
const pageHeadHtml = () => [...document.head.querySelectorAll("title, meta:not([charset]), link, script")].map((element) => element.outerHTML);

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8"><style id="font-faces"></style>';
});
afterEach(() => {
  document.head.innerHTML = "";
});

describe("useDocumentHead", () => {
  it("leaves the prerendered head of the page the visitor arrived on as the server wrote it", async () => {
    document.head.insertAdjacentHTML("beforeend", headTags(results));
    const before = [...document.head.children];
    render(<Page name="results" served />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...document.head.children].every((element, index) => element === before[index])).toBe(true);
    expect(document.head.children).toHaveLength(before.length);
  });

  it("replaces the whole set when the visitor moves to another page, leaving nothing of the last one behind", async () => {
    document.head.insertAdjacentHTML("beforeend", headTags(results));
    const { rerender } = render(<Page name="results" served />);
    rerender(<Page name="about" />);
    await waitFor(() => expect(document.title).toBe("About Us | Example IT"));
    // The served page's robots tag goes, although the new page has no robots tag to put in its place.
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    rerender(<Page name="contact" />);
    await waitFor(() => expect(document.title).toBe("Contact | Example IT"));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute("href")).toBe(contact.canonical);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    // What is not the page's own stays.
    expect(document.head.querySelector('meta[charset="utf-8"] + style#font-faces')).not.toBeNull();
  });

  it("writes in the browser exactly what the server writes", async () => {
    render(<Page name="about" />);
    await waitFor(() => expect(document.title).toBe("About Us | Example IT"));
    const written = pageHeadHtml();
    document.head.innerHTML = headTags(about);
    expect(written).toEqual(pageHeadHtml());
  });

  it("leaves a head that already says the same in place (a prerendered page not marked as served, like the 404 page)", async () => {
    document.head.insertAdjacentHTML("beforeend", headTags(about));
    const before = [...document.head.children];
    render(<Page name="about" />);
    // The effect fetches the head code before it compares: give it the time to.
    await import("../seo/documentHead.ts");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...document.head.children].every((element, index) => element === before[index])).toBe(true);
  });
});

import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { languages } from "../src/shared/language.ts";
import { loadBlockWords } from "../src/words/blockWords.ts";

// jsdom has <dialog> but not its methods. This stand-in opens and closes it and fires `close` as
// browsers do, and focuses the first control as showModal() does; the inert page behind and Escape
// are the browser's own and are checked by the browser tests.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
  this.querySelector<HTMLElement>("button, a[href], input")?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute("open")) return;
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};

// A page draws its blocks once their code and the blocks' words are here (blockCache.ts); a component
// test draws a block whose code it imports itself, so the words are fetched here, in both languages.
beforeAll(() => Promise.all(languages.map(loadBlockWords)));

afterEach(() => {
  cleanup();
  // jsdom keeps one window per test file: a draft one test leaves must not fill the next test's form.
  window.sessionStorage.clear();
});

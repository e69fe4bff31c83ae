import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // jsdom keeps one window per test file: a draft one test leaves must not fill the next test's form.
  window.sessionStorage.clear();
});

import { describe, expect, it } from "vitest";
import type { StudioProblem } from "../studioApi.ts";
import { fieldErrors, pathBelow } from "./fieldErrors.ts";

const problem = (pointer: string, message: string, severity: StudioProblem["severity"] = "error"): StudioProblem => ({ file: "pages/x.json", line: 1, column: 1, pointer, message, severity });

describe("the validator's problems at the fields of one form", () => {
  it("puts a link's problem under that link's field in the block's form", () => {
    const errors = fieldErrors([problem("/blocks/2/actions/0/href", 'links to "/contct", which is not a page; did you mean "/contact"?')], "/blocks/2");
    expect(errors).toEqual({ actions: { 0: { href: { __errors: ['links to "/contct", which is not a page; did you mean "/contact"?'] } } } });
  });

  it("leaves out another block's problems and keeps the block's own at its top", () => {
    const errors = fieldErrors([problem("/blocks/1/heading", "too long"), problem("/blocks/2", "must have a heading")], "/blocks/2");
    expect(errors).toEqual({ __errors: ["must have a heading"] });
  });

  it("puts a missing property's message at the field that is empty", () => {
    const missing = { ...problem("/blocks/2/items/3", "must be filled in"), missingProperty: "title" };
    expect(fieldErrors([missing], "/blocks/2")).toEqual({ items: { 3: { title: { __errors: ["must be filled in"] } } } });
  });

  it("marks a warning as one", () => {
    expect(fieldErrors([problem("/meta/title", "is 74 characters long", "warning")], "/meta")).toEqual({ title: { __errors: ["Warning: is 74 characters long"] } });
  });

  it("reads escaped pointer tokens, and does not take /blocks/21 for a field of /blocks/2", () => {
    expect(pathBelow("/a~1b/c~0d", "")).toEqual(["a/b", "c~d"]);
    expect(pathBelow("/blocks/21/heading", "/blocks/2")).toBeNull();
  });
});

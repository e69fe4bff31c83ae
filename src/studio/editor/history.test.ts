import { describe, expect, it } from "vitest";
import { record, redo, startHistory, TYPING_PAUSE_MS, undo } from "./history.ts";

describe("the studio's undo and redo", () => {
  it("takes back typing in one field as one step, and a pause starts a new one", () => {
    let history = startHistory("");
    history = record(history, "W", "/heading", 0);
    history = record(history, "We", "/heading", 100);
    history = record(history, "We build", "/heading", 200);
    history = record(history, "We build it", "/heading", 200 + TYPING_PAUSE_MS + 1);
    expect(undo(history).present).toBe("We build");
    expect(undo(undo(history)).present).toBe("");
  });

  it("makes a new step when another field changes", () => {
    let history = startHistory({ a: "", b: "" });
    history = record(history, { a: "x", b: "" }, "/a", 0);
    history = record(history, { a: "x", b: "y" }, "/b", 10);
    expect(undo(history).present).toEqual({ a: "x", b: "" });
  });

  it("redoes what was undone, until a new change is made", () => {
    let history = startHistory(1);
    history = record(history, 2, null);
    history = record(history, 3, null);
    history = undo(undo(history));
    expect(history.present).toBe(1);
    expect(redo(history).present).toBe(2);
    expect(record(history, 5, null).future).toEqual([]);
  });

  it("does nothing when there is nothing to undo or redo", () => {
    const history = startHistory("same");
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});

import { describe, expect, it } from "vitest";
import { compareAcknowledgedWithStored } from "../scripts/lib/bench/acknowledgedVsStored.ts";
import { compareAcknowledgedWithDelivered } from "../scripts/lib/bench/deliveriesPerEnquiry.ts";
import { percentile } from "../scripts/lib/bench/percentile.ts";
import { markedEnquiry, markerIn } from "../scripts/lib/bench/probeMarker.ts";
import { checkEnquiry } from "../src/shared/enquirySchema.ts";

describe("the reliability bench's probe markers", () => {
  it("puts a marker in a valid enquiry's message and finds it again in the stored message or the e-mail's text", async () => {
    const enquiry = markedEnquiry("kill-sqlite-42");
    expect((await checkEnquiry(enquiry)).ok).toBe(true);
    expect(markerIn(enquiry.message)).toBe("kill-sqlite-42");
    expect(markerIn(`Phone: 0501234567\nMessage:\n${enquiry.message}\n\nReply to this e-mail to answer the visitor.`)).toBe("kill-sqlite-42");
  });

  it("finds no marker in a message without one", () => {
    expect(markerIn("We would like a quote.")).toBeUndefined();
    expect(markerIn(undefined)).toBeUndefined();
  });
});

describe("acknowledged enquiries against the store", () => {
  it("passes when every acknowledged enquiry is stored, counting those stored without an answer apart", () => {
    expect(compareAcknowledgedWithStored(["a-1", "a-2"], ["a-1", "a-2", "a-3"])).toEqual({
      acknowledged: 2,
      stored: 2,
      lost: [],
      storedTwice: [],
      storedUnacknowledged: 1,
    });
  });

  it("names each acknowledged enquiry the store does not hold as lost", () => {
    const verdict = compareAcknowledgedWithStored(["a-1", "a-2", "a-3"], ["a-2"]);
    expect(verdict.lost).toEqual(["a-1", "a-3"]);
    expect(verdict.stored).toBe(1);
  });

  it("names an enquiry stored twice", () => {
    expect(compareAcknowledgedWithStored(["a-1"], ["a-1", "a-1"]).storedTwice).toEqual(["a-1"]);
  });
});

describe("acknowledged enquiries against the e-mails received", () => {
  const copy = (marker: string | undefined, messageId: string) => ({ marker, messageId });

  it("allows an enquiry to arrive twice under its one Message-ID, and counts the repeat", () => {
    const verdict = compareAcknowledgedWithDelivered(["m-1", "m-2"], [copy("m-1", "<a@x>"), copy("m-2", "<b@x>"), copy("m-1", "<a@x>")]);
    expect(verdict).toEqual({ acknowledged: 2, delivered: 2, missing: [], repeatedCopies: 1, underSeveralIds: [] });
  });

  it("names an enquiry that arrived under two Message-IDs", () => {
    const verdict = compareAcknowledgedWithDelivered(["m-1"], [copy("m-1", "<a@x>"), copy("m-1", "<c@x>")]);
    expect(verdict.underSeveralIds).toEqual(["m-1"]);
    expect(verdict.repeatedCopies).toBe(0);
  });

  it("names each acknowledged enquiry that never arrived, and ignores e-mails without a marker", () => {
    const verdict = compareAcknowledgedWithDelivered(["m-1", "m-2"], [copy(undefined, "<z@x>"), copy("m-2", "<b@x>")]);
    expect(verdict.missing).toEqual(["m-1"]);
    expect(verdict.delivered).toBe(1);
  });
});

describe("percentile", () => {
  it("gives a measured figure by nearest rank", () => {
    const figures = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(figures, 50)).toBe(100);
    expect(percentile(figures, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

/**
 * What the studio and its preview frame (same origin) say to each other by postMessage: the frame
 * says when it is ready, the studio sends the page to draw and the colour scheme to draw it in.
 */
export type ToPreview = { kind: "page"; route: string; page: unknown } | { kind: "scheme"; scheme: "light" | "dark" };
export type FromPreview = { kind: "ready" };

/** Only messages from this origin count: any other page could post to the frame. */
export function fromOwnOrigin<T>(event: MessageEvent): T | undefined {
  return event.origin === window.location.origin && typeof event.data === "object" && event.data !== null && "kind" in event.data ? (event.data as T) : undefined;
}

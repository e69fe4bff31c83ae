import { onDemandIn } from "../../ui/onDemand.ts";

/**
 * The off-canvas panel's code and words, which no page's first load carries: a served page keeps the
 * panel the server rendered, which the browser opens and closes by itself (SideElements). A page drawn
 * in the browser needs them, and the prerenderer loads them first.
 */
export const contactPanelCode = onDemandIn(() => import("./OffCanvasPanel.tsx").then((module) => module.OffCanvasPanel));

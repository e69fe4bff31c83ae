import { onDemand } from "../../ui/onDemand.ts";

/**
 * The off-canvas panel's code, which no page's first load carries: a served page keeps the panel the
 * server rendered, which the browser opens and closes by itself (SideElements). A page drawn in the
 * browser needs it, and the prerenderer loads it first.
 */
export const contactPanelCode = onDemand(() => import("./OffCanvasPanel.tsx").then((module) => module.OffCanvasPanel));

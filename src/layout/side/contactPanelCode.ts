import { onDemandIn } from "../../ui/onDemand.ts";
import { withBlockWords } from "../../words/blockWords.ts";

/**
 * The off-canvas panel's code and words, which no page's first load carries: a served page keeps the
 * panel the server rendered, which the browser opens and closes by itself (SideElements). A page drawn
 * in the browser needs them, and the prerenderer loads them first.
 */
export const contactPanelCode = onDemandIn((language) => withBlockWords(language, import("./OffCanvasPanel.tsx").then((module) => module.OffCanvasPanel)));

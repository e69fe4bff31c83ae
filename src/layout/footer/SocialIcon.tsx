import type { IconNode } from "lucide";
import type { SocialProfile } from "../../generated/site.ts";
import { SvgIcon } from "../../ui/SvgIcon.tsx";

/**
 * Brand marks in lucide's form (shapes on its 24×24 grid, drawn by SvgIcon with its 2 px strokes), so
 * they sit beside the site's other icons: lucide ships no brand icons. Shapes after the MIT-licensed
 * Feather set; X drawn here.
 */
const drawings: Record<SocialProfile["network"], IconNode> = {
  facebook: [["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" }]],
  instagram: [
    ["rect", { x: "2", y: "2", width: "20", height: "20", rx: "5" }],
    ["path", { d: "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" }],
    ["path", { d: "M17.5 6.5h.01" }],
  ],
  x: [
    ["path", { d: "M4 4l11.7 16H20L8.3 4z" }],
    ["path", { d: "M4 20l6.8-7.2M20 4l-6.8 7.2" }],
  ],
  linkedin: [
    ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" }],
    ["rect", { x: "2", y: "9", width: "4", height: "12" }],
    ["circle", { cx: "4", cy: "4", r: "2" }],
  ],
  youtube: [
    [
      "path",
      {
        d: "M22.54 6.42a2.78 2.78 0 0 0-1.94-2C18.88 4 12 4 12 4s-6.88 0-8.6.46a2.78 2.78 0 0 0-1.94 2A29 29 0 0 0 1 11.75a29 29 0 0 0 .46 5.33A2.78 2.78 0 0 0 3.4 19c1.72.46 8.6.46 8.6.46s6.88 0 8.6-.46a2.78 2.78 0 0 0 1.94-2 29 29 0 0 0 .46-5.25 29 29 0 0 0-.46-5.33z",
      },
    ],
    ["path", { d: "M9.75 15.02l5.75-3.27-5.75-3.27z" }],
  ],
};

/** A network's mark. Decorative: the link around it carries the network's name. */
export function SocialIcon({ network, size = 20 }: { network: SocialProfile["network"]; size?: number }) {
  return <SvgIcon icon={drawings[network]} size={size} />;
}

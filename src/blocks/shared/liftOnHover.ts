import { theme } from "../../theme/theme.ts";

/**
 * Where a card may lift under the pointer: from 768 px, where a pointer and room for it are likely (the
 * spec asks this of blog cards), and never for visitors who asked their system for less motion.
 */
export const liftOnHover = `@media (min-width: ${theme.breakpoints[1]}) and (prefers-reduced-motion: no-preference)`;

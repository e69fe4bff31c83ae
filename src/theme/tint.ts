/**
 * A colour mixed into another (transparent by default), in CSS: works with the theme's colour variables,
 * so a tint follows the light or dark scheme instead of being a fixed rgba() of the light palette.
 */
export const tint = (color: string, percent: number, base = "transparent") => `color-mix(in srgb, ${color} ${percent}%, ${base})`;

/** An opaque colour as red, green and blue from 0 to 255 (what a browser's computed style gives). */
export type Rgb = readonly [number, number, number];

/** A colour as the palette writes it (#rrggbb) or as a browser reports it (an rgb tuple). */
type Colour = string | Rgb;

/** WCAG 2 contrast ratio of two opaque colours (1 to 21); AA asks 4.5 for body text, 3 for a focus ring. */
export function contrastRatio(foreground: Colour, background: Colour): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What the eye sees of `colour` at opacity `alpha` painted over an opaque `background`. */
export const blend = (colour: Rgb, alpha: number, background: Rgb): Rgb =>
  colour.map((channel, index) => channel * alpha + background[index]! * (1 - alpha)) as unknown as Rgb;

/** `#rrggbb` → [r, g, b]. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return match.slice(1).map((part) => parseInt(part, 16)) as unknown as Rgb;
}

function luminance(colour: Colour): number {
  const [r, g, b] = (typeof colour === "string" ? rgbOf(colour) : colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A computed CSS colour as the browser reports it: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseCssColour(value: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(value.trim());
  if (!match) throw new Error(`not an rgb() colour: ${value}`);
  const [, r, g, b, a] = match;
  return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of a (possibly translucent) foreground over an opaque background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const mix = (f: number, b: number) => f * foreground.a + b * (1 - foreground.a);
  const shown = {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
  const [light, dark] = [luminance(shown), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pure geometry of the charts: value scale, ticks, label widths and wrapping (no React). */

const numberFormat = new Intl.NumberFormat('de-DE');

/** A value as German readers write it (1.234,5). */
export function formatValue(value: number): string {
  return numberFormat.format(value);
}

/** A linear value scale from `min` to `max` with its ticks. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * About `count` round ticks (steps of 1, 2, 2.5 or 5 times a power of ten; whole numbers for whole
 * data) covering 0 and every value. An empty or all-zero range gets the scale 0–1.
 */
export function niceScale(values: readonly number[], count = 4): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return { min: 0, max: 1, ticks: [0, 1] };
  const raw = (high - low) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const factor = [1, 2, 2.5, 5, 10].find((f) => normal <= f && (f !== 2.5 || magnitude >= 10)) ?? 10;
  const whole = values.every(Number.isInteger);
  const step = whole ? Math.max(1, factor * magnitude) : factor * magnitude;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 1e6; i++) ticks.push(Number((min + i * step).toPrecision(12)));
  return { min, max, ticks };
}

/** Where `value` lies between the scale's ends, 0 to 1. */
export function position(scale: ValueScale, value: number): number {
  return (value - scale.min) / (scale.max - scale.min);
}

/** The axis labels' font size in px; the widths below are estimates for it (no layout in jsdom or before paint). */
export const FONT_SIZE = 12;
/** A generous average advance of the UI font at FONT_SIZE (German words have many wide letters). */
const CHAR_WIDTH = 7;

/** The estimated width of `text` in px at FONT_SIZE. */
export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH);
}

/**
 * `text` broken into at most `maxLines` lines of at most `width` px (at word boundaries, a word
 * longer than a line cut); what does not fit ends the last line with "…".
 */
export function wrapLabel(text: string, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const perLine = Math.max(3, Math.floor(width / CHAR_WIDTH));
  // A word may break after a hyphen or slash ("Pharmazeutisch-" / "technische"), a longer one anywhere.
  const words = text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=[-/])(?=.)/))
    .flatMap((word) => chop(word, perLine));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.pop();
    const joined = /[-/]$/.test(last ?? '') ? `${last}${word}` : `${last} ${word}`;
    if (last === undefined) lines.push(word);
    else if (joined.length <= perLine) lines.push(joined);
    else lines.push(last, word);
  }
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines - 1);
  const end = lines[maxLines - 1] ?? '';
  kept.push(`${end.length + 1 > perLine ? end.slice(0, perLine - 1) : end}…`);
  return { lines: kept, cut: true };
}

/** A word longer than a line in pieces that fit, each but the last ending in a hyphen. */
function chop(word: string, size: number): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > size) {
    parts.push(`${rest.slice(0, size - 1)}-`);
    rest = rest.slice(size - 1);
  }
  return [...parts, rest];
}

/** Every how many categories an axis label fits beside the next one (1: all). */
export function labelStep(labels: readonly string[], room: number): number {
  if (labels.length === 0 || room <= 0) return 1;
  const widest = Math.max(...labels.map(textWidth)) + 16;
  return Math.max(1, Math.ceil((labels.length * widest) / room));
}

/** A theme colour name ('teal.6', 'apo') as the theme's CSS variable; other CSS colours stay. */
export function themeColor(color: string): string {
  const match = /^([a-z]+)(?:\.(\d))?$/.exec(color);
  if (!match) return color;
  return match[2] === undefined
    ? `var(--mantine-color-${match[1]}-filled)`
    : `var(--mantine-color-${match[1]}-${match[2]})`;
}

import { type IconName, type Palette, TOPICS, type Topic } from './topics';

/**
 * Parametrised SVG drawings for the seed media: icons, module thumbnails and covers, product
 * pictures and manufacturer logos. Everything is plain SVG text without external references.
 */

export const FONT = "'DejaVu Sans', 'Segoe UI', Arial, Helvetica, sans-serif";

export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by character count; the last line gets an ellipsis when text is cut. */
export function wrap(value: string, maxChars: number, maxLines = 99): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[\s,.;:–-]+$/, '')} …`;
  return kept;
}

/** Text lines as one <text> element with <tspan>s. */
export function textBlock(
  lines: string[],
  x: number,
  y: number,
  opts: { size: number; color: string; weight?: number; lineHeight?: number; anchor?: 'start' | 'middle' | 'end' },
): string {
  const lh = opts.lineHeight ?? opts.size * 1.25;
  const spans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${esc(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.color}" text-anchor="${opts.anchor ?? 'start'}">${spans}</text>`;
}

function iconShape(name: IconName, color: string): string {
  const s = `fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  switch (name) {
    case 'drop':
      return `<path ${s} d="M50 8C50 8 18 46 18 64a32 32 0 0 0 64 0C82 46 50 8 50 8z"/><path ${s} d="M36 66a14 14 0 0 0 12 12"/>`;
    case 'sun': {
      const rays = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const p = (r: number) => `${(50 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`;
        return `M${p(30)}L${p(44)}`;
      }).join('');
      return `<circle ${s} cx="50" cy="50" r="19"/><path ${s} d="${rays}"/>`;
    }
    case 'leaf':
      return `<path ${s} d="M18 84C18 36 56 16 86 14c0 34-18 72-68 70z"/><path ${s} d="M18 84C38 62 56 46 72 32"/>`;
    case 'flower': {
      const petals = Array.from({ length: 5 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
        return `<circle ${s} cx="${(50 + 24 * Math.cos(a)).toFixed(1)}" cy="${(50 + 24 * Math.sin(a)).toFixed(1)}" r="14"/>`;
      }).join('');
      return `${petals}<circle cx="50" cy="50" r="9" fill="${color}"/>`;
    }
    case 'bolt':
      return `<path ${s} d="M56 6L22 56h26l-8 38 38-52H52l8-36z"/>`;
    case 'heart':
      return `<path ${s} d="M50 86L16 52a19 19 0 0 1 34-26 19 19 0 0 1 34 26z"/>`;
    case 'capsule':
      return `<g transform="rotate(-40 50 50)"><rect ${s} x="16" y="34" width="68" height="32" rx="16"/><path d="M50 34h18a16 16 0 0 1 0 32H50z" fill="${color}"/></g>`;
    case 'plane':
      return `<path ${s} d="M50 8c5 0 7 6 7 12v18l32 18v9L57 56v18l10 8v7l-17-5-17 5v-7l10-8V56L11 65v-9l32-18V20c0-6 2-12 7-12z"/>`;
    case 'moon':
      return `<path ${s} d="M62 10a40 40 0 1 0 28 58A32 32 0 0 1 62 10z"/><path ${s} d="M78 18l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"/>`;
    case 'shield':
      return `<path ${s} d="M50 8l35 12v28c0 22-15 37-35 44C30 85 15 70 15 48V20z"/><path ${s} d="M34 50l11 11 21-22"/>`;
    case 'thermometer':
      return `<path ${s} d="M42 62V18a8 8 0 0 1 16 0v44a17 17 0 1 1-16 0z"/><circle cx="50" cy="76" r="8" fill="${color}"/><path ${s} d="M50 70V36"/>`;
    case 'spray':
      return `<rect ${s} x="30" y="40" width="40" height="52" rx="8"/><path ${s} d="M40 40V28h20v12M46 28V14h8v14M62 12l12-4M62 18l14 2M62 24l12 6"/>`;
  }
}

/** An icon in a 100×100 box placed at (x, y) with the given size. */
export function icon(name: IconName, x: number, y: number, size: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${iconShape(name, color)}</g>`;
}

function gradient(id: string, p: Palette): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">${body}</svg>\n`;
}

function bubbles(width: number, height: number, color: string): string {
  return [
    `<circle cx="${width * 0.86}" cy="${height * 0.18}" r="${height * 0.55}" fill="${color}" opacity="0.12"/>`,
    `<circle cx="${width * 0.98}" cy="${height * 0.95}" r="${height * 0.35}" fill="${color}" opacity="0.10"/>`,
    `<circle cx="${width * 0.05}" cy="${height * 1.05}" r="${height * 0.3}" fill="#ffffff" opacity="0.35"/>`,
  ].join('');
}

function badge(x: number, y: number, label: string, p: Palette, size: number): string {
  const w = Math.round(label.length * size * 0.62 + size * 1.4);
  const h = Math.round(size * 1.9);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${p.accent}"/>${textBlock([label], x + w / 2, y + h * 0.68, { size, color: '#ffffff', weight: 700, anchor: 'middle' })}`;
}

export interface ModuleArt {
  title: string;
  topic: Topic;
  /** e.g. "PM · Produktmodul". */
  typeLabel: string;
}

export function moduleThumbnailSvg(m: ModuleArt): string {
  const { palette: p, icon: ic, label } = TOPICS[m.topic];
  const lines = wrap(m.title, 20, 3);
  return svg(
    400,
    250,
    m.title,
    `${gradient('g', p)}<rect width="400" height="250" fill="url(#g)"/>${bubbles(400, 250, p.accent)}` +
      `${badge(20, 18, m.typeLabel, p, 13)}${icon(ic, 282, 96, 100, p.accent)}` +
      `${textBlock(lines, 20, 96, { size: 23, color: p.ink, weight: 700 })}` +
      `${textBlock([label], 20, 228, { size: 14, color: p.ink })}`,
  );
}

export function moduleCoverSvg(m: ModuleArt & { subtitle: string }): string {
  const { palette: p, icon: ic, label } = TOPICS[m.topic];
  const lines = wrap(m.title, 34, 2);
  const sub = wrap(m.subtitle, 62, 2);
  return svg(
    1200,
    400,
    m.title,
    `${gradient('g', p)}<rect width="1200" height="400" fill="url(#g)"/>${bubbles(1200, 400, p.accent)}` +
      `${badge(64, 52, m.typeLabel, p, 20)}${icon(ic, 900, 70, 250, p.accent)}` +
      `${textBlock(lines, 64, 172, { size: 46, color: p.ink, weight: 700, lineHeight: 56 })}` +
      `${textBlock(sub, 64, 172 + lines.length * 56 + 20, { size: 22, color: p.ink, lineHeight: 30 })}` +
      `${textBlock([`ApoPunkt · ${label}`], 64, 368, { size: 18, color: p.ink })}`,
  );
}

export type ProductShape = 'spray' | 'tube' | 'bottle' | 'box' | 'dropper';

function pack(shape: ProductShape, x: number, y: number, scale: number, p: Palette, label: string): string {
  const body: Record<ProductShape, string> = {
    spray: `<rect x="20" y="60" width="80" height="150" rx="18" fill="#ffffff"/><rect x="42" y="30" width="36" height="32" rx="6" fill="${p.accent}"/><rect x="52" y="6" width="16" height="26" rx="5" fill="${p.accent}"/>`,
    tube: `<path d="M24 40h72l-10 170H34z" fill="#ffffff"/><rect x="40" y="8" width="40" height="34" rx="6" fill="${p.accent}"/>`,
    bottle: `<rect x="18" y="56" width="84" height="154" rx="22" fill="#ffffff"/><rect x="44" y="28" width="32" height="30" fill="${p.accent}"/><path d="M60 28V10h28" stroke="${p.accent}" stroke-width="8" fill="none"/>`,
    box: `<rect x="8" y="50" width="104" height="160" rx="6" fill="#ffffff"/><path d="M8 50l14-18h104l-14 18z" fill="${p.from}"/><path d="M112 50l14-18v160l-14 18z" fill="${p.to}"/>`,
    dropper: `<rect x="26" y="90" width="68" height="120" rx="14" fill="#ffffff"/><rect x="40" y="60" width="40" height="32" rx="4" fill="${p.accent}"/><rect x="50" y="14" width="20" height="48" rx="10" fill="${p.ink}"/>`,
  };
  const lines = wrap(label, 10, 3);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body[shape]}<rect x="28" y="120" width="64" height="6" fill="${p.accent}"/>${textBlock(lines, 60, 146, { size: 11, color: p.ink, weight: 700, anchor: 'middle', lineHeight: 13 })}</g>`;
}

export interface ProductArt {
  name: string;
  manufacturer: string;
  topic: Topic;
  shape: ProductShape;
  isRx: boolean;
  isActive: boolean;
}

function productFlags(x: number, y: number, pr: ProductArt, size: number): string {
  const p = TOPICS[pr.topic].palette;
  let out = '';
  if (pr.isRx) out += badge(x, y, 'Rx', { ...p, accent: '#b3261e' }, size);
  if (!pr.isActive)
    out += badge(x + (pr.isRx ? size * 4 : 0), y, 'Nicht mehr im Sortiment', { ...p, accent: '#5f6368' }, size);
  return out;
}

export function productThumbnailSvg(pr: ProductArt): string {
  const p = TOPICS[pr.topic].palette;
  const short = pr.name.split(' ').slice(0, 2).join(' ');
  return svg(
    400,
    250,
    pr.name,
    `${gradient('g', p)}<rect width="400" height="250" fill="url(#g)"/>${bubbles(400, 250, p.accent)}` +
      `${pack(pr.shape, 240, 22, 0.98, p, short)}` +
      `${textBlock(wrap(pr.name, 18, 3), 20, 60, { size: 20, color: p.ink, weight: 700 })}` +
      `${textBlock([pr.manufacturer], 20, 188, { size: 14, color: p.ink })}${productFlags(20, 204, pr, 12)}`,
  );
}

export function productBannerSvg(pr: ProductArt & { description: string }): string {
  const p = TOPICS[pr.topic].palette;
  const short = pr.name.split(' ').slice(0, 2).join(' ');
  const title = wrap(pr.name, 30, 2);
  return svg(
    1200,
    400,
    pr.name,
    `${gradient('g', p)}<rect width="1200" height="400" fill="url(#g)"/>${bubbles(1200, 400, p.accent)}` +
      `${pack(pr.shape, 860, 40, 1.5, p, short)}${textBlock([pr.manufacturer], 64, 90, { size: 22, color: p.accent, weight: 700 })}` +
      `${textBlock(title, 64, 150, { size: 46, color: p.ink, weight: 700, lineHeight: 56 })}` +
      `${textBlock(wrap(pr.description, 60, 3), 64, 150 + title.length * 56 + 16, { size: 22, color: p.ink, lineHeight: 30 })}` +
      `${productFlags(64, 330, pr, 18)}`,
  );
}

export function logoSvg(l: { name: string; iconName: IconName; color: string }): string {
  return svg(
    360,
    100,
    l.name,
    `<rect width="360" height="100" rx="14" fill="#ffffff"/><circle cx="50" cy="50" r="36" fill="${l.color}"/>` +
      `${icon(l.iconName, 26, 26, 48, '#ffffff')}${textBlock(wrap(l.name, 16, 2), 102, l.name.length > 16 ? 44 : 60, { size: 22, color: l.color, weight: 700, lineHeight: 26 })}`,
  );
}

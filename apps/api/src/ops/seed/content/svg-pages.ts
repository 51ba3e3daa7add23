import type { Illustration } from './illustrations';
import { esc, FONT, icon, textBlock, wrap } from './svg';
import { TOPICS, type Topic } from './topics';

/** Infographic for an image page: title band and up to four cards (1200×675). */
export function infographicSvg(ill: Illustration): string {
  const p = TOPICS[ill.topic].palette;
  const n = ill.cards.length;
  const gap = 28;
  const cardW = (1200 - 2 * 56 - (n - 1) * gap) / n;
  const cards = ill.cards
    .map((card, i) => {
      const x = 56 + i * (cardW + gap);
      const cx = x + cardW / 2;
      const heading = wrap(card.heading, Math.floor(cardW / 15), 2);
      return (
        `<rect x="${x}" y="170" width="${cardW}" height="440" rx="24" fill="#ffffff" stroke="${p.to}" stroke-width="3"/>` +
        `<circle cx="${cx}" cy="262" r="62" fill="${p.from}"/>${icon(card.icon, cx - 44, 218, 88, p.accent)}` +
        textBlock(heading, cx, 376, { size: 28, color: p.ink, weight: 700, anchor: 'middle', lineHeight: 34 }) +
        textBlock(
          card.lines.flatMap((l) => wrap(l, Math.floor(cardW / 12.5))),
          cx,
          376 + heading.length * 34 + 30,
          { size: 22, color: p.ink, anchor: 'middle', lineHeight: 30 },
        )
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${esc(ill.title)}">` +
    `<rect width="1200" height="675" fill="${p.from}"/><rect width="1200" height="130" fill="${p.accent}"/>` +
    `${textBlock([ill.title], 56, 84, { size: 40, color: '#ffffff', weight: 700 })}${cards}` +
    `<text x="1144" y="650" font-family="${FONT}" font-size="16" fill="${p.ink}" text-anchor="end">ApoPunkt · ${esc(TOPICS[ill.topic].label)}</text></svg>\n`
  );
}

/** One frame of a To Go video (1280×720): title, progress dots and a large caption. */
export function videoSlideSvg(s: {
  title: string;
  caption: string;
  index: number;
  total: number;
  topic: Topic;
}): string {
  const { palette: p, icon: ic } = TOPICS[s.topic];
  const caption = wrap(s.caption, 38, 5);
  const dots = Array.from(
    { length: s.total },
    (_, i) => `<circle cx="${64 + i * 28}" cy="660" r="9" fill="${i <= s.index ? p.accent : '#ffffff'}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#g)"/><circle cx="1130" cy="150" r="260" fill="${p.accent}" opacity="0.12"/>` +
    `${icon(ic, 960, 60, 240, p.accent)}${textBlock([`To Go · ${s.title}`], 64, 96, { size: 34, color: p.accent, weight: 700 })}` +
    `${textBlock(caption, 64, 300 - (caption.length - 3) * 28, { size: 48, color: p.ink, weight: 700, lineHeight: 64 })}` +
    `${dots}<text x="1216" y="668" font-family="${FONT}" font-size="22" fill="${p.ink}" text-anchor="end">ApoPunkt</text></svg>\n`
  );
}

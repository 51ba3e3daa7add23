import { describe, expect, it } from 'vitest';
import { labelStep, niceScale, position, themeColor, wrapLabel } from './scale';

describe('niceScale', () => {
  it('covers the largest value with a few round ticks from 0', () => {
    expect(niceScale([3, 17, 9]).ticks).toEqual([0, 5, 10, 15, 20]);
    expect(niceScale([1234]).ticks).toEqual([0, 500, 1000, 1500]);
    expect(niceScale([3]).ticks).toEqual([0, 1, 2, 3]);
  });

  it('takes whole steps for counts and fractions for fractions', () => {
    expect(niceScale([2], 4).ticks).toEqual([0, 1, 2]);
    expect(niceScale([0.8], 4).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('reaches below 0 for negative values and gives 0–1 for nothing', () => {
    expect(niceScale([-5, 10]).min).toBe(-5);
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(position(niceScale([10]), 5)).toBe(0.5);
  });
});

describe('wrapLabel', () => {
  it('breaks at words into lines of the given width', () => {
    const { lines, cut } = wrapLabel('Pharmazeutisch-technische Assistentin in Ausbildung', 170, 3);
    expect(cut).toBe(false);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ').replace(/- /g, '-')).toBe('Pharmazeutisch-technische Assistentin in Ausbildung');
    for (const line of lines) expect(line.length * 7).toBeLessThanOrEqual(170);
  });

  it('breaks a word longer than a line after a slash or with a hyphen', () => {
    expect(wrapLabel('Apothekenassistent/in', 140, 2).lines).toEqual(['Apothekenassistent/', 'in']);
    const { lines } = wrapLabel('Arzneimittelsicherheitsbeauftragte', 70, 3);
    expect(lines).toEqual(['Arzneimit-', 'telsicher-', 'heitsbeau…']);
  });

  it('cuts what does not fit with an ellipsis', () => {
    const { lines, cut } = wrapLabel(
      'Welche Lichtschutzfaktoren empfiehlst du Kindern unter sechs Jahren am Strand?',
      100,
      2,
    );
    expect(cut).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});

describe('labelStep', () => {
  it('labels every category when there is room, else every n-th', () => {
    expect(labelStep(['Jan', 'Feb', 'Mär'], 600)).toBe(1);
    const days = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}.11.2026`);
    expect(labelStep(days, 300)).toBeGreaterThanOrEqual(8);
  });
});

describe('themeColor', () => {
  it('turns theme colour names into the theme variables', () => {
    expect(themeColor('teal.6')).toBe('var(--mantine-color-teal-6)');
    expect(themeColor('apo')).toBe('var(--mantine-color-apo-filled)');
    expect(themeColor('#ff0000')).toBe('#ff0000');
  });
});

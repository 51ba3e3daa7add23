import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../test/with-providers';
import { Chart } from './chart';
import type { ChartProps } from './chart-props';

afterEach(cleanup);

function draw(props: Partial<ChartProps> & Pick<ChartProps, 'data' | 'series'>) {
  const { container } = render(<Chart kind="bars" h={240} dataKey="name" label="Testdiagramm" {...props} />, {
    wrapper: WithProviders,
  });
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no chart drawn');
  return svg;
}

const heights = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('rect[data-value]')].map((rect) => Number(rect.getAttribute('height')));

describe('Chart', () => {
  it('draws bars proportional to their values, with the categories named', () => {
    const svg = draw({
      data: [
        { name: 'Januar', Abschlüsse: 10 },
        { name: 'Februar', Abschlüsse: 40 },
      ],
      series: [{ name: 'Abschlüsse', color: 'teal.6' }],
    });
    const [small = 0, large = 0] = heights(svg);
    expect(small).toBeGreaterThan(0);
    expect(large / small).toBeCloseTo(4);
    expect(within(svg as unknown as HTMLElement).getByText('Januar')).toBeTruthy();
    expect(svg.querySelector('rect[data-value]')?.getAttribute('fill')).toBe('var(--mantine-color-teal-6)');
  });

  it('stacks the series of a category to its total', () => {
    const svg = draw({
      stacked: true,
      data: [
        { name: 'A', Einzahlungen: 10, Prämien: 30 },
        { name: 'B', Einzahlungen: 20, Prämien: 0 },
      ],
      series: [
        { name: 'Einzahlungen', color: 'apo.7' },
        { name: 'Prämien', color: 'orange.6' },
      ],
    });
    const [a1 = 0, a2 = 0, b1 = 0, b2 = 0] = heights(svg);
    expect((a1 + a2) / (b1 + b2)).toBeCloseTo(2);
    const rects = [...svg.querySelectorAll('rect[data-value]')];
    // The second segment sits on the first: its bottom is the first's top.
    const top = (i: number) => Number(rects[i]?.getAttribute('y'));
    expect(top(1) + a2).toBeCloseTo(top(0));
  });

  it('wraps long names of horizontal bars, cuts the rest with the full name in a title', () => {
    const long =
      'Pharmazeutisch-technische Assistentin oder Assistent in der öffentlichen Apotheke mit Schwerpunkt Beratung';
    const svg = draw({
      horizontal: true,
      h: 2 * 36 + 30,
      data: [
        { name: long, Personen: 12 },
        { name: 'PTA', Personen: 3 },
      ],
      series: [{ name: 'Personen', color: 'apo.6' }],
    });
    const label = [...svg.querySelectorAll('text')].find((text) => text.querySelector('title'));
    expect(label?.querySelector('title')?.textContent).toBe(long);
    const lines = [...(label?.querySelectorAll('tspan') ?? [])].map((line) => line.textContent ?? '');
    // Two lines of 14 px fit a row of 36 px; no more, so the next row's name is not overlapped.
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(within(svg as unknown as HTMLElement).getByText('PTA')).toBeTruthy();
    const [wide = 0, narrow = 0] = [...svg.querySelectorAll('rect[data-value]')].map((r) =>
      Number(r.getAttribute('width')),
    );
    expect(wide / narrow).toBeCloseTo(4);
  });

  it('draws a trend of many points as straight lines, of few as bars', () => {
    const day = (i: number) => ({ name: `${String(i + 1).padStart(2, '0')}.11.2026`, Versuche: i % 5 });
    const series = [{ name: 'Versuche', color: 'apo.4' }];
    const many = draw({ kind: 'trend', data: Array.from({ length: 30 }, (_, i) => day(i)), series });
    expect(many.querySelector('rect[data-value]')).toBeNull();
    const line = many.querySelector('path[fill="none"]')?.getAttribute('d') ?? '';
    expect(line).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){29}$/);
    cleanup();
    const few = draw({ kind: 'trend', data: [day(1), day(2), day(3)], series });
    expect(few.querySelector('path')).toBeNull();
    expect(heights(few)).toHaveLength(3);
  });

  it('says "noch keine Daten" instead of drawing an empty chart', () => {
    render(
      <Chart
        kind="bars"
        h={240}
        dataKey="name"
        label="Abschlüsse je Modul"
        data={[]}
        series={[{ name: 'Abschlüsse', color: 'apo.6' }]}
      />,
      { wrapper: WithProviders },
    );
    expect(screen.getByText('Abschlüsse je Modul: noch keine Daten.')).toBeTruthy();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('is a named image with its figures in a table, in German format', () => {
    draw({
      data: [{ name: 'Berlin', Personen: 1234 }],
      series: [{ name: 'Personen', color: 'apo.6', label: 'Erreichte Personen' }],
    });
    expect(screen.getByRole('img', { name: 'Testdiagramm' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Testdiagramm' });
    expect(within(table).getByRole('columnheader', { name: 'Erreichte Personen' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1.234' })).toBeTruthy();
  });

  it('shows a category’s figures on focus and moves with the arrow keys', () => {
    const svg = draw({
      data: [
        { name: 'Januar', A: 1501, B: 2 },
        { name: 'Februar', A: 7, B: 3 },
      ],
      series: [
        { name: 'A', color: 'apo.4', label: 'Versuche' },
        { name: 'B', color: 'apo.8', label: 'Abschlüsse' },
      ],
    });
    // Before: the figure in the hidden table, the month on the axis and in the table.
    expect(screen.getAllByText('1.501')).toHaveLength(1);
    fireEvent.focus(svg);
    expect(screen.getAllByText('1.501')).toHaveLength(2);
    expect(screen.getAllByText('Versuche')).toHaveLength(2);
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getAllByText('1.501')).toHaveLength(1);
    expect(screen.getAllByText('Februar')).toHaveLength(3);
    fireEvent.blur(svg);
    expect(screen.getAllByText('Februar')).toHaveLength(2);
  });
});

import { Box, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { type ChartData, chartData, total } from './chart-data';
import { trendKind } from './chart-kinds';
import type { ChartProps } from './chart-props';
import { horizontalBars, type Layout, type LayoutInput, lines, verticalBars } from './layouts';
import { formatValue } from './scale';

/** The width drawn at before the element is measured, and where it cannot be (jsdom). */
const FALLBACK_WIDTH = 640;

/** The element's width in px, followed as it changes (the text keeps its size, unlike a scaled viewBox). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width || (width === null ? null : FALLBACK_WIDTH) };
}

function Swatch({ color }: { color: string }) {
  return <Box component="span" w={10} h={10} bg={color} style={{ borderRadius: 2, flex: 'none' }} />;
}

/** The series' names and colours above the chart. */
function Legend({ data }: { data: ChartData }) {
  return (
    <Group gap="md" mb={6} aria-hidden="true">
      {data.series.map((s) => (
        <Group key={s.name} gap={6} wrap="nowrap">
          <Swatch color={s.color} />
          <Text size="xs">{s.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The figures of the chart as a table for screen readers (the picture itself is one image). */
function FiguresTable({ data, label, heading }: { data: ChartData; label: string; heading: string }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {data.series.map((s) => (
              <th key={s.name} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place in the chart (names may repeat)
              key={index}
            >
              <th scope="row">{category}</th>
              {data.series.map((s, i) => (
                <td key={s.name}>{formatValue(data.values[index]?.[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/** The figures of the category under the pointer or the keyboard focus. */
function Tooltip({
  data,
  index,
  at,
  width,
  stacked,
}: {
  data: ChartData;
  index: number;
  at: { x: number; y: number };
  width: number;
  stacked: boolean;
}) {
  const side = at.x > width / 2 ? { right: width - at.x + 12 } : { left: at.x + 12 };
  return (
    <Paper
      withBorder
      shadow="sm"
      p={8}
      radius="sm"
      aria-hidden="true"
      style={{ position: 'absolute', top: at.y, ...side, pointerEvents: 'none', zIndex: 1, maxWidth: 280 }}
    >
      <Text size="xs" fw={600} mb={4}>
        {data.categories[index]}
      </Text>
      {data.series.map((s, i) => (
        <Group key={s.name} gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <Swatch color={s.color} />
            <Text size="xs">{s.label}</Text>
          </Group>
          <Text size="xs" fw={600}>
            {formatValue(data.values[index]?.[i] ?? 0)}
          </Text>
        </Group>
      ))}
      {stacked && data.series.length > 1 && (
        <Text size="xs" ta="right" mt={2}>
          Summe {formatValue(total(data.values[index] ?? []))}
        </Text>
      )}
    </Paper>
  );
}

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(last, i + 1),
  ArrowDown: (i, last) => Math.min(last, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The charts of the business and staff dashboards, drawn as plain SVG (no chart library): vertical or horizontal
 * bars, side by side or stacked, and straight lines for a trend of many points (bars for few,
 * never a smoothed curve). Pointer and keyboard (arrow keys once focused) show a category's
 * figures; screen readers get the picture's name and a hidden table of the figures.
 */
export default function ChartImpl({ kind, h, label, horizontal, stacked = false, legend, ...rest }: ChartProps) {
  const data = chartData(rest);
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const draw: (input: LayoutInput) => Layout =
    kind === 'trend' && trendKind(data.categories.length) === 'lines'
      ? lines
      : horizontal
        ? horizontalBars
        : verticalBars;
  const layout = width === null ? null : draw({ data, width, height: h, stacked, active });
  const last = data.categories.length - 1;
  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(layout?.pick(event.clientX - box.left, event.clientY - box.top) ?? null);
  };
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move(active ?? 0, last));
  };
  return (
    <div>
      {legend && <Legend data={data} />}
      <div ref={ref} style={{ position: 'relative', width: '100%', height: h }}>
        {layout && width !== null && (
          <>
            <svg
              role="img"
              aria-label={label}
              width={width}
              height={h}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focused, the arrow keys show the figures category by category
              tabIndex={0}
              style={{ display: 'block', overflow: 'visible', touchAction: 'pan-y' }}
              onPointerMove={point}
              onPointerDown={point}
              onPointerLeave={() => setActive(null)}
              onFocus={() => setActive((current) => current ?? 0)}
              onBlur={() => setActive(null)}
              onKeyDown={key}
            >
              {layout.body}
            </svg>
            {active !== null && (
              <Tooltip data={data} index={active} at={layout.anchor(active)} width={width} stacked={stacked} />
            )}
          </>
        )}
      </div>
      <FiguresTable data={data} label={label} heading={kind === 'trend' ? 'Zeitraum' : 'Kategorie'} />
    </div>
  );
}

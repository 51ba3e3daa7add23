import type { ReactNode } from 'react';
import { type ChartData, total } from './chart-data';
import { FONT_SIZE, formatValue, labelStep, niceScale, position, textWidth, type ValueScale, wrapLabel } from './scale';

/** A drawn chart: its SVG content, which category lies under a point, where its tooltip goes. */
export interface Layout {
  body: ReactNode;
  pick: (x: number, y: number) => number | null;
  anchor: (index: number) => { x: number; y: number };
}

export interface LayoutInput {
  data: ChartData;
  width: number;
  height: number;
  stacked: boolean;
  /** The category under the pointer or the keyboard focus, highlighted. */
  active: number | null;
}

const TOP = 8;
const RIGHT = 8;
/** Room below the plot for the category or value labels. */
const AXIS = 22;
const LINE_HEIGHT = 13;
const GRID = 'var(--mantine-color-default-border)';
const TEXT = 'var(--mantine-color-dimmed)';
const HIGHLIGHT = 'var(--mantine-color-default-hover)';
const textProps = { fontSize: FONT_SIZE, fill: TEXT } as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The scale over what is drawn: every value, or each category's stack. */
function valueScale(data: ChartData, stacked: boolean, room: number): ValueScale {
  const values = stacked ? data.values.map(total) : data.values.flat();
  return niceScale(values, clamp(Math.floor(room / 56), 3, 5));
}

/** The value axis on the left (ticks and grid lines across) of a plot from `top` to `bottom`. */
function valueAxisLeft(scale: ValueScale, left: number, right: number, top: number, bottom: number): ReactNode {
  return scale.ticks.map((tick) => {
    const y = bottom - (bottom - top) * position(scale, tick);
    return (
      <g key={tick}>
        <line x1={left} x2={right} y1={y} y2={y} stroke={GRID} />
        <text x={left - 6} y={y} dy="0.35em" textAnchor="end" {...textProps}>
          {formatValue(tick)}
        </text>
      </g>
    );
  });
}

function ticksWidth(scale: ValueScale): number {
  return Math.max(...scale.ticks.map((tick) => textWidth(formatValue(tick)))) + 10;
}

/** Category labels under a plot, thinned so that none overlaps the next, kept inside the chart. */
function categoryAxis(categories: string[], xOf: (index: number) => number, room: number, y: number, width: number) {
  const step = labelStep(categories, room);
  return categories.map((category, index) => {
    if (index % step !== 0) return null;
    const half = textWidth(category) / 2;
    return (
      <text
        // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place in the chart (names may repeat)
        key={index}
        x={clamp(xOf(index), half, width - half)}
        y={y}
        textAnchor="middle"
        {...textProps}
      >
        {category}
      </text>
    );
  });
}

/** Vertical bars, side by side per category or stacked, the value axis on the left. */
export function verticalBars({ data, width, height, stacked, active }: LayoutInput): Layout {
  const bottom = height - AXIS;
  const scale = valueScale(data, stacked, bottom - TOP);
  const left = ticksWidth(scale);
  const band = (width - left - RIGHT) / Math.max(1, data.categories.length);
  const seriesCount = data.series.length;
  const barWidth = stacked ? Math.min(band * 0.6, 48) : Math.min((band * 0.75) / seriesCount, 32);
  const groupWidth = stacked ? barWidth : barWidth * seriesCount;
  const y = (value: number) => bottom - (bottom - TOP) * position(scale, value);
  const center = (index: number) => left + band * (index + 0.5);
  const bars = data.values.flatMap((row, index) => {
    let base = 0;
    return data.series.map((series, s) => {
      const value = row[s] ?? 0;
      const from = stacked ? base : 0;
      base += value;
      const x = center(index) - groupWidth / 2 + (stacked ? 0 : s * barWidth);
      const top = Math.min(y(from), y(from + value));
      return (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place in the chart (names may repeat)
          key={`${index}-${series.name}`}
          data-value={value}
          x={x}
          y={top}
          width={Math.max(1, barWidth - (stacked ? 0 : 1))}
          height={Math.abs(y(from) - y(from + value))}
          rx={stacked ? 0 : 2}
          fill={series.color}
        />
      );
    });
  });
  return {
    body: (
      <>
        {active !== null && (
          <rect x={center(active) - band / 2} y={TOP} width={band} height={bottom - TOP} fill={HIGHLIGHT} />
        )}
        {valueAxisLeft(scale, left, width - RIGHT, TOP, bottom)}
        {bars}
        {categoryAxis(data.categories, center, width - left - RIGHT, height - 6, width)}
      </>
    ),
    pick: (x) => (x < left ? null : clamp(Math.floor((x - left) / band), 0, data.categories.length - 1)),
    anchor: (index) => ({ x: center(index), y: TOP }),
  };
}

/**
 * Horizontal bars: the category names on the left, wrapped (up to three lines as the row allows)
 * and cut with "…" where longer, the full name then in a <title>; the value after each bar.
 */
export function horizontalBars({ data, width, height, stacked, active }: LayoutInput): Layout {
  const bottom = height - AXIS;
  const rows = Math.max(1, data.categories.length);
  const band = (bottom - TOP) / rows;
  const maxLines = clamp(Math.floor((band - 2) / LINE_HEIGHT), 1, 3);
  const widestLabel = Math.max(0, ...data.categories.map(textWidth));
  const labelWidth = clamp(widestLabel + 12, Math.min(80, width * 0.4), Math.min(240, width * 0.4));
  const shown = stacked ? data.values.map(total) : data.values.flat();
  const valueWidth = Math.max(0, ...shown.map((value) => textWidth(formatValue(value)))) + 10;
  const right = width - Math.max(valueWidth, RIGHT);
  const scale = valueScale(data, stacked, right - labelWidth);
  const x = (value: number) => labelWidth + (right - labelWidth) * position(scale, value);
  const seriesCount = data.series.length;
  const thickness = stacked ? Math.min(band * 0.6, 24) : Math.min((band * 0.7) / seriesCount, 20);
  const middle = (index: number) => TOP + band * (index + 0.5);
  const showEach = stacked || seriesCount === 1 || thickness >= FONT_SIZE;
  const rowsDrawn = data.values.map((row, index) => {
    const category = data.categories[index] ?? '';
    const { lines, cut } = wrapLabel(category, labelWidth - 10, maxLines);
    const groupTop = middle(index) - (stacked ? thickness : thickness * seriesCount) / 2;
    let base = 0;
    const bars = data.series.map((series, s) => {
      const value = row[s] ?? 0;
      const from = stacked ? base : 0;
      base += value;
      const barTop = groupTop + (stacked ? 0 : s * thickness);
      return (
        <g key={series.name}>
          <rect
            data-value={value}
            x={Math.min(x(from), x(from + value))}
            y={barTop}
            width={Math.abs(x(from + value) - x(from))}
            height={Math.max(1, thickness - (stacked ? 0 : 1))}
            rx={stacked ? 0 : 2}
            fill={series.color}
          />
          {!stacked && showEach && (
            <text x={x(Math.max(0, value)) + 4} y={barTop + thickness / 2} dy="0.35em" {...textProps}>
              {formatValue(value)}
            </text>
          )}
        </g>
      );
    });
    return (
      <g
        // biome-ignore lint/suspicious/noArrayIndexKey: a category is its place in the chart (names may repeat)
        key={index}
      >
        <text
          x={labelWidth - 8}
          y={middle(index) - ((lines.length - 1) * LINE_HEIGHT) / 2}
          textAnchor="end"
          fontSize={FONT_SIZE}
          fill="var(--mantine-color-text)"
        >
          {cut && <title>{category}</title>}
          {lines.map((line, i) => (
            <tspan key={line} x={labelWidth - 8} dy={i === 0 ? '0.35em' : LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
        </text>
        {bars}
        {stacked && (
          <text x={x(total(row)) + 4} y={middle(index)} dy="0.35em" {...textProps}>
            {formatValue(total(row))}
          </text>
        )}
      </g>
    );
  });
  return {
    body: (
      <>
        {active !== null && <rect x={0} y={middle(active) - band / 2} width={width} height={band} fill={HIGHLIGHT} />}
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={TOP} y2={bottom} stroke={GRID} />
            <text x={x(tick)} y={height - 6} textAnchor="middle" {...textProps}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {rowsDrawn}
      </>
    ),
    pick: (_x, y) => (y < TOP || y > bottom ? null : clamp(Math.floor((y - TOP) / band), 0, rows - 1)),
    anchor: (index) => ({ x: labelWidth, y: middle(index) + band / 2 }),
  };
}

/** A trend of many points: straight lines between them over a light area, stacked if asked. */
export function lines({ data, width, height, stacked, active }: LayoutInput): Layout {
  const bottom = height - AXIS;
  const scale = valueScale(data, stacked, bottom - TOP);
  const left = ticksWidth(scale);
  const count = data.categories.length;
  const step = (width - left - RIGHT) / Math.max(1, count - 1);
  const xOf = (index: number) => (count === 1 ? (left + width - RIGHT) / 2 : left + index * step);
  const y = (value: number) => bottom - (bottom - TOP) * position(scale, value);
  const bases = data.values.map(() => 0);
  const tops = data.series.map((series, s) => ({
    series,
    points: data.values.map((row, index) => {
      const from = stacked ? (bases[index] ?? 0) : 0;
      const to = from + (row[s] ?? 0);
      bases[index] = to;
      return { from, to };
    }),
  }));
  const point = (index: number, value: number) => `${xOf(index).toFixed(1)},${y(value).toFixed(1)}`;
  const paths = tops.map(({ series, points }) => {
    const line = points.map((p, index) => point(index, p.to)).join(' L');
    const back = points
      .map((p, index) => point(index, p.from))
      .reverse()
      .join(' L');
    return (
      <g key={series.name} data-series={series.name}>
        <path d={`M${line} L${back} Z`} fill={series.color} fillOpacity={stacked ? 0.35 : 0.12} stroke="none" />
        <path d={`M${line}`} fill="none" stroke={series.color} strokeWidth={2} strokeLinejoin="round" />
      </g>
    );
  });
  return {
    body: (
      <>
        {valueAxisLeft(scale, left, width - RIGHT, TOP, bottom)}
        {paths}
        {active !== null && (
          <g>
            <line x1={xOf(active)} x2={xOf(active)} y1={TOP} y2={bottom} stroke={TEXT} strokeDasharray="3 3" />
            {tops.map(({ series, points }) => (
              <circle
                key={series.name}
                cx={xOf(active)}
                cy={y(points[active]?.to ?? 0)}
                r={4}
                fill={series.color}
                stroke="var(--mantine-color-body)"
                strokeWidth={2}
              />
            ))}
          </g>
        )}
        {categoryAxis(data.categories, xOf, width - left - RIGHT, height - 6, width)}
      </>
    ),
    pick: (x) => (x < left - step / 2 ? null : clamp(Math.round((x - left) / step), 0, count - 1)),
    anchor: (index) => ({ x: xOf(index), y: TOP }),
  };
}

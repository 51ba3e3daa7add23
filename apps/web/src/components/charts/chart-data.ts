import type { ChartProps } from './chart-props';
import { themeColor } from './scale';

/** A chart's figures as the drawing needs them: category names and one value per series each. */
export interface ChartData {
  categories: string[];
  series: { name: string; label: string; color: string }[];
  /** values[category][series]; a missing or non-numeric figure counts 0. */
  values: number[][];
}

export function chartData({ data, dataKey, series }: Pick<ChartProps, 'data' | 'dataKey' | 'series'>): ChartData {
  return {
    categories: data.map((row) => String(row[dataKey] ?? '')),
    series: series.map((s) => ({ name: s.name, label: s.label ?? s.name, color: themeColor(s.color) })),
    values: data.map((row) =>
      series.map((s) => {
        const value = Number(row[s.name]);
        return Number.isFinite(value) ? value : 0;
      }),
    ),
  };
}

/** The sum of a category's values (the height of its stack). */
export function total(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

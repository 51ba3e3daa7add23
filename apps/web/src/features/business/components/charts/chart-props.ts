export interface ChartProps {
  /** trend: a series over time (bars for few points, straight lines for many); bars: categories. */
  kind: 'trend' | 'bars';
  h: number;
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; color: string }[];
  /** The accessible name of the chart (role img). */
  label: string;
  /** Bars grow sideways, with the category names on the left. */
  horizontal?: boolean;
  stacked?: boolean;
  legend?: boolean;
}

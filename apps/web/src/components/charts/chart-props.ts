export interface ChartProps {
  /** trend: a series over time (bars for few points, straight lines for many); bars: categories. */
  kind: 'trend' | 'bars';
  h: number;
  data: Record<string, string | number>[];
  dataKey: string;
  /** color: a theme colour ('teal.6', 'apo') or any CSS colour; label: the name shown (default: name). */
  series: { name: string; color: string; label?: string }[];
  /** The accessible name of the chart (role img). */
  label: string;
  /** Bars grow sideways, with the category names on the left. */
  horizontal?: boolean;
  stacked?: boolean;
  legend?: boolean;
}

import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { trendKind } from './chart-kinds';
import type { ChartProps } from './chart-props';

const numberFormatter = (value: number) => value.toLocaleString('de-DE');

/**
 * The chart library's part (recharts through Mantine), in its own chunk: loaded only where a chart
 * with data shows (chart.tsx). A trend of few points is drawn as bars, of many as straight lines.
 */
export default function ChartImpl({ kind, h, data, dataKey, series, label, horizontal, stacked, legend }: ChartProps) {
  const common = {
    h,
    data,
    dataKey,
    series,
    valueFormatter: numberFormatter,
    withLegend: legend,
    role: 'img',
    'aria-label': label,
  } as const;
  if (kind === 'trend' && trendKind(data.length) === 'lines') {
    return <AreaChart {...common} curveType="linear" withDots={false} type={stacked ? 'stacked' : 'default'} />;
  }
  return (
    <BarChart
      {...common}
      type={stacked ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      yAxisProps={horizontal ? { width: 180 } : undefined}
    />
  );
}

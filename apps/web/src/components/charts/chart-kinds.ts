/** Below this many points a trend is drawn as bars: a curve through three points invents a shape. */
export const FEW_POINTS = 8;

/** How a series over time is drawn: bars for few points, straight lines between many (never a smoothed curve). */
export function trendKind(points: number): 'bars' | 'lines' {
  return points < FEW_POINTS ? 'bars' : 'lines';
}

/** Whether a chart has nothing to draw: no rows, or only zeros in every series. */
export function isEmptyChart(data: readonly Record<string, unknown>[], series: readonly { name: string }[]): boolean {
  return data.every((row) => series.every((s) => !row[s.name]));
}

import { Box, Center, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSeen } from '../../lib/use-seen';
import { isEmptyChart } from './chart-kinds';
import type { ChartProps } from './chart-props';

const ChartImpl = lazy(() => import('./chart-impl'));

/**
 * A chart of the business pages: "noch keine Daten" instead of an empty frame; otherwise the chart
 * library (its own chunks, only here) is loaded once the chart comes near the viewport, with a
 * placeholder of the chart's height until then (the page does not shift).
 */
export function Chart(props: ChartProps) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  if (isEmptyChart(props.data, props.series)) {
    return (
      <Center h={Math.min(props.h, 96)} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text c="gray.7" size="sm">
          {props.label}: noch keine Daten.
        </Text>
      </Center>
    );
  }
  const placeholder = <Skeleton h={props.h} aria-hidden="true" />;
  return (
    <Box ref={ref} mih={props.h}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <ChartImpl {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

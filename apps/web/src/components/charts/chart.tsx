import { Center, Text } from '@mantine/core';
import ChartImpl from './chart-impl';
import { isEmptyChart } from './chart-kinds';
import type { ChartProps } from './chart-props';

/** A chart of the business and staff dashboards: "noch keine Daten" instead of an empty frame, else the SVG chart. */
export function Chart(props: ChartProps) {
  if (isEmptyChart(props.data, props.series)) {
    return (
      <Center h={Math.min(props.h, 96)} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text c="gray.7" size="sm">
          {props.label}: noch keine Daten.
        </Text>
      </Center>
    );
  }
  return <ChartImpl {...props} />;
}

import { Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { type LatestRowProps, LatestRowSection } from './latest-row-section';

const ROWS: readonly LatestRowProps[] = [
  {
    row: 'brandNews',
    title: 'Brand News',
    more: { href: paths.BrandNews.href(), label: 'Alle Brand News' },
    empty: 'Gerade gibt es keine Brand News.',
  },
  {
    row: 'toGo',
    title: 'To Go',
    more: { href: paths.ToGo.href(), label: 'Alle To Go' },
    empty: 'Gerade gibt es keine To Go Videos.',
  },
  {
    row: 'productSales',
    title: 'Produkt- und Verkaufsmodule',
    more: { href: paths.Product.href(), label: 'Alle Produktmodule' },
    empty: 'Gerade gibt es keine Produkt- und Verkaufsmodule.',
  },
];

/** 'Unsere neusten Module': newest brand news, To Go and product/sales modules (spec §2, §9). */
export function LatestModules() {
  return (
    <Stack gap="xl" component="section" aria-labelledby="latest-modules-title">
      <Stack gap={4}>
        <Title order={2} id="latest-modules-title">
          Unsere neusten Module
        </Title>
        <Text c="dimmed">Frisch eingetroffen: die neuesten Brand News, To Go Videos, Produkt- und Verkaufsmodule.</Text>
      </Stack>
      {ROWS.map((row) => (
        <LatestRowSection key={row.row} {...row} />
      ))}
    </Stack>
  );
}

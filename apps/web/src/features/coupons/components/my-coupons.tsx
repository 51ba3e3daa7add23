import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { Badge, Skeleton, Stack, Table, Title } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { useMyCoupons } from '../api/get-my-coupons';
import { CouponCode } from './coupon-code';

/** 'Meine Gutscheine': every bought voucher with its code; a cancelled purchase shows "Storniert" instead. */
export function MyCoupons() {
  const coupons = useMyCoupons();
  return (
    <Stack gap="md" component="section" aria-labelledby="my-coupons-heading">
      <Title order={2} id="my-coupons-heading">
        Meine Gutscheine
      </Title>
      {coupons.isPending && <Skeleton h={120} />}
      {coupons.isError && <LoadError error={coupons.error} onRetry={() => coupons.refetch()} />}
      {coupons.data?.results.length === 0 && (
        <EmptyHint title="Du hast noch keine Gutscheine eingelöst.">
          Deine Codes erscheinen hier nach dem Kauf.
        </EmptyHint>
      )}
      {coupons.data && coupons.data.results.length > 0 && (
        <ScrollableTable minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Gutschein</Table.Th>
                <Table.Th>Wert</Table.Th>
                <Table.Th>Prämienpunkte</Table.Th>
                <Table.Th>Gekauft am</Table.Th>
                <Table.Th>Code</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.data.results.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>
                    {purchase.offer.partner.name}: {purchase.offer.title}
                  </Table.Td>
                  <Table.Td>{formatEuroCents(purchase.offer.value)}</Table.Td>
                  <Table.Td>{purchase.price.toLocaleString('de-DE')}</Table.Td>
                  <Table.Td>{formatGermanDate(purchase.createdAt)}</Table.Td>
                  <Table.Td>
                    {purchase.code && !purchase.cancelledAt ? (
                      <CouponCode code={purchase.code} />
                    ) : (
                      <Badge color="gray" variant="light" title="Die Punkte wurden dir zurückgebucht.">
                        Storniert
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}

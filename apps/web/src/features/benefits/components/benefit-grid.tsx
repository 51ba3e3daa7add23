import type { Benefit } from '@apopunkt/domain/schemas/benefits';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useBenefits } from '../api/get-benefits';
import { BenefitCard } from './benefit-card';
import { BenefitRequestDialog } from './benefit-request-dialog';

/** The benefits on offer and the request dialog. */
export function BenefitGrid() {
  const benefits = useBenefits();
  const [selected, setSelected] = useState<Benefit | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="benefits-heading">
      <Title order={2} id="benefits-heading">
        Angebote
      </Title>
      {benefits.isPending && <Skeleton h={200} radius="md" />}
      {benefits.isError && <LoadError error={benefits.error} onRetry={() => benefits.refetch()} />}
      {benefits.data?.results.length === 0 && <EmptyHint title="Zurzeit gibt es keine Vorteile." />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {benefits.data?.results.map((benefit) => (
          <BenefitCard key={benefit.id} benefit={benefit} onRequest={setSelected} />
        ))}
      </SimpleGrid>
      <BenefitRequestDialog benefit={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { BenefitGrid, MyBenefitRequests } from '../../features/benefits';

/** Benefits world (spec §2, needs can_request_benefits and premium): offers and own requests. */
export function Component() {
  return (
    <>
      <PageHeader title="Vorteilswelt" subtitle="Exklusive Vorteile für Premium-Mitglieder und ihr Team." />
      <Stack gap="xl">
        <BenefitGrid />
        <MyBenefitRequests />
      </Stack>
    </>
  );
}

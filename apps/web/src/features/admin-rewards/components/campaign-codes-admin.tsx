import type { AdminCampaignCode } from '@apopunkt/domain/schemas/campaign-codes';
import { Code, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCampaignCodes } from '../api/get-campaign-codes';
import { useSetCampaignCodeActive } from '../api/save-campaign-code';
import { CampaignCodeForm } from './campaign-code-form';

const STATE_LABELS: Record<AdminCampaignCode['state'], string> = {
  valid: 'Gültig',
  inactive: 'Deaktiviert',
  not_yet_valid: 'Noch nicht gültig',
  expired: 'Abgelaufen',
  exhausted: 'Ausgeschöpft',
};

/** Staff list of campaign codes with redemptions, state and an on/off switch, plus the create form. */
export function CampaignCodesAdmin() {
  const codes = useCampaignCodes();
  const toggle = useSetCampaignCodeActive();
  const setActive = (code: AdminCampaignCode, isActive: boolean) =>
    toggle.mutate({ id: code.id, isActive }, { onError: (error) => notify.error(errorMessage(error)) });

  return (
    <Stack gap="lg">
      <CampaignCodeForm />
      {codes.isPending && <Skeleton h={160} />}
      {codes.isError && <LoadError error={codes.error} onRetry={() => codes.refetch()} />}
      {codes.data?.results.length === 0 && <EmptyHint title="Noch keine Aktionscodes." />}
      {codes.data && codes.data.results.length > 0 && (
        <ScrollableTable minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th ta="right">Prämienpunkte</Table.Th>
                <Table.Th ta="right">Eingelöst</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Aktiv</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.results.map((code) => (
                <Table.Tr key={code.id}>
                  <Table.Td>
                    <Code>{code.code}</Code>
                    {code.description && (
                      <Text size="xs" c="dimmed">
                        {code.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{code.value.toLocaleString('de-DE')}</Table.Td>
                  <Table.Td ta="right">
                    {code.redemptions.toLocaleString('de-DE')}
                    {code.maxRedemptions !== null && ` / ${code.maxRedemptions.toLocaleString('de-DE')}`}
                  </Table.Td>
                  <Table.Td>{STATE_LABELS[code.state]}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={code.isActive}
                      onChange={(event) => setActive(code, event.currentTarget.checked)}
                      aria-label={`${code.code} aktiv`}
                    />
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

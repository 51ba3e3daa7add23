import { germanDateTimeFormat } from '@apopunkt/domain/rules/dates';
import { Button, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { ActionsHeader } from '../../../components/ui/actions-header';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useFailedMails, useSendMailAgain } from '../api/failed-mails';

const WHEN = germanDateTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/**
 * Mails the mail server refused on every try (after the retries with growing delays), each with
 * "Erneut senden": the mail is queued again with a fresh set of retries.
 */
export function FailedMails({ count }: { count: number }) {
  const mails = useFailedMails(count > 0);
  const sendAgain = useSendMailAgain();
  if (count === 0) return <Text c="dimmed">Alle E-Mails wurden zugestellt oder sind noch in Zustellung.</Text>;
  if (mails.isPending) return <Skeleton h={120} />;
  if (mails.isError) return <LoadError error={mails.error} onRetry={() => mails.refetch()} />;
  const resend = (id: number, to: string) =>
    sendAgain.mutate(id, {
      onSuccess: () => notify.success(`Die E-Mail an ${to} wird erneut gesendet.`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <ScrollableTable minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empfänger</Table.Th>
            <Table.Th>Betreff</Table.Th>
            <Table.Th>Aufgegeben</Table.Th>
            <Table.Th ta="right">Versuche</Table.Th>
            <Table.Th>Letzter Fehler</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.data.results.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{mail.to}</Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(mail.createdAt)}</Table.Td>
              <Table.Td ta="right">{mail.attempts}</Table.Td>
              <Table.Td maw={260}>
                <Tooltip label={mail.error ?? ''} disabled={!mail.error} multiline maw={400}>
                  <Text size="sm" c="red.9" lineClamp={2}>
                    {mail.error ?? '–'}
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={sendAgain.isPending && sendAgain.variables === mail.id}
                  onClick={() => resend(mail.id, mail.to)}
                >
                  Erneut senden
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

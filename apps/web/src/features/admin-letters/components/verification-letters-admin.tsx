import { LETTER_STATUSES, type LetterStatus } from '@apopunkt/domain/rules/premium';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useVerificationLetters } from '../api/get-verification-letters';
import { usePrintVerificationLetters } from '../api/print-verification-letters';
import { LETTER_STATUS_LABELS } from './letter-status-labels';
import { LettersTable } from './letters-table';

/** 'Verifizierungsbriefe': pending letters and the batch PDF to print and post. */
export function VerificationLettersAdmin() {
  const [status, setStatus] = useState<LetterStatus>('pending');
  const [selected, setSelected] = useState<number[]>([]);
  const letters = useVerificationLetters(status);
  const print = usePrintVerificationLetters();

  function run(ids?: number[]) {
    print.mutate(ids, {
      onSuccess: () => {
        notify.success('Die Briefe wurden als PDF erstellt.');
        setSelected([]);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  const count = letters.data?.count ?? 0;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => {
          setStatus(value as LetterStatus);
          setSelected([]);
        }}
        data={LETTER_STATUSES.map((value) => ({ value, label: LETTER_STATUS_LABELS[value] }))}
        w="fit-content"
      />
      <Group>
        {status === 'pending' && (
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => run()}
            disabled={count === 0}
            loading={print.isPending}
          >
            Alle offenen Briefe als PDF ({count})
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => run(selected)}
          disabled={selected.length === 0}
          loading={print.isPending}
        >
          Auswahl drucken ({selected.length})
        </Button>
      </Group>
      {status !== 'pending' && (
        <Text size="sm" c="dimmed">
          Ein erneuter Druck erzeugt einen neuen Code; der alte Brief wird ungültig.
        </Text>
      )}
      {letters.isPending && <Skeleton h={160} />}
      {letters.isError && <LoadError error={letters.error} onRetry={() => letters.refetch()} />}
      {letters.data?.results.length === 0 && <EmptyHint title="Keine Briefe mit diesem Status." />}
      {letters.data && letters.data.results.length > 0 && (
        <LettersTable letters={letters.data.results} selected={selected} onSelectedChange={setSelected} />
      )}
    </Stack>
  );
}

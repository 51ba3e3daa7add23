import type { AdminModule } from '@apopunkt/domain/schemas/admin-modules';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useBookDeposit } from '../api/book-deposit';
import { useModuleBudget } from '../api/get-module-budget';
import { fromLocalInput } from '../labels';
import { BudgetHistoryTable } from './budget-history-table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

const n = (value: number | null) => (value === null ? 'unbegrenzt' : value.toLocaleString('de-DE'));

/** The module's budget: figures, a deposit now or scheduled, and the history of deposits. */
export function BudgetPanel({ module }: { module: Pick<AdminModule, 'uuid' | 'slug'> }) {
  const budget = useModuleBudget(module);
  const deposit = useBookDeposit();
  const [value, setValue] = useState<number | ''>('');
  const [valueDate, setValueDate] = useState('');
  const [comments, setComments] = useState('');

  if (budget.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Budget wird geladen" />
      </Center>
    );
  if (budget.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(budget.error)}
      </Alert>
    );
  const { budget: b, history } = budget.data;

  const book = () => {
    if (value === '' || value <= 0) return;
    deposit.mutate(
      {
        module: module.slug,
        value,
        ...(valueDate ? { valueDate: fromLocalInput(valueDate) ?? undefined } : {}),
        ...(comments.trim() ? { comments: comments.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          notify.success(result.scheduled ? 'Einzahlung geplant.' : 'Einzahlung gebucht.');
          setValue('');
          setValueDate('');
          setComments('');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Figure label="Kontostand" value={b.balance.toLocaleString('de-DE')} />
        <Figure label="Eingezahlt" value={n(b.total)} />
        <Figure label="Ausgezahlt" value={b.rewardsGiven.toLocaleString('de-DE')} />
        <Figure label="Kontakte übrig" value={n(b.remainingContacts)} />
        <Figure label="Kontakte erreicht" value={n(b.contactsReached)} />
        <Figure label="Punkte je Kontakt" value={b.premiumValue.toLocaleString('de-DE')} />
      </SimpleGrid>
      {b.isExhausted && (
        <Alert color="orange">Das Budget ist erschöpft: Abschlüsse bringen keine Prämienpunkte mehr.</Alert>
      )}
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Einzahlung buchen
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Punkte"
            min={1}
            allowDecimal={false}
            value={value}
            onChange={(v) => setValue(v === '' ? '' : Number(v))}
          />
          <TextInput
            type="datetime-local"
            label="Wertstellung"
            description="Leer: sofort; in der Zukunft: geplant"
            value={valueDate}
            onChange={(e) => setValueDate(e.currentTarget.value)}
          />
          <TextInput label="Kommentar" value={comments} onChange={(e) => setComments(e.currentTarget.value)} />
        </SimpleGrid>
        {deposit.isError && (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(deposit.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button onClick={book} loading={deposit.isPending} disabled={value === '' || value <= 0}>
            Einzahlung buchen
          </Button>
        </Group>
      </Card>
      <Title order={2} size="h4">
        Verlauf
      </Title>
      <BudgetHistoryTable history={history} />
    </Stack>
  );
}

import { POINTS_CORRECTION_LIMITS } from '@apopunkt/domain/rules/points-corrections';
import { pointsCorrectionBodySchema } from '@apopunkt/domain/schemas/points-corrections';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstError, serverFieldErrors, zodValidate } from '../../../lib/form';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/notify';
import { useCorrectPoints } from '../api/correct-points';

type Direction = 'credit' | 'debit';
const EMPTY = { direction: 'credit' as Direction, value: '' as number | string, reason: '' };
type Values = typeof EMPTY;

/** The signed value: a debit is negative; null while no points are entered. */
const signedValue = (values: Values) =>
  values.value === '' ? null : (values.direction === 'debit' ? -1 : 1) * Number(values.value);
const toBody = (values: Values) => ({ value: signedValue(values) ?? undefined, reason: values.reason });
const validateBody = zodValidate(pointsCorrectionBodySchema, { value: 'Bitte gib die Punkte an.' });
const points = (n: number) => `${n.toLocaleString('de-DE')} Prämienpunkte`;

interface PointsCorrectionDialogProps {
  user: { id: number; firstName: string; lastName: string; premiumScore: number };
  opened: boolean;
  onClose: () => void;
}

/**
 * Staff credit or debit a member's premium points with a reason the member sees in the points
 * history (issue 37 §6). One Idempotency-Key per opened dialog, so a double click or a retry
 * books once; the server refuses a debit the balance cannot pay.
 */
export function PointsCorrectionDialog({ user, opened, onClose }: PointsCorrectionDialogProps) {
  const correction = useCorrectPoints(user.id);
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => validateBody(toBody(values)),
    // A refusal (say, a debit above the balance) is about the values sent: it goes once they change.
    onValuesChange: () => {
      if (correction.error) correction.reset();
    },
  });
  const value = signedValue(form.values);
  const after = user.premiumScore + (value ?? 0);
  const failed = correction.error && Object.keys(serverFieldErrors(correction.error)).length === 0;

  function close() {
    form.reset();
    correction.reset();
    setKey(newIdempotencyKey());
    onClose();
  }

  function submit(values: Values) {
    correction.mutate(
      { body: { value: signedValue(values) ?? 0, reason: values.reason }, idempotencyKey: key },
      {
        onSuccess: (result) => {
          notify.success(
            `${result.value > 0 ? 'Gutschrift' : 'Abbuchung'} gebucht. Neuer Kontostand: ${points(result.balance)}.`,
          );
          close();
        },
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Prämienpunkte korrigieren" centered>
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {user.firstName} {user.lastName} hat {points(user.premiumScore)}.
          </Text>
          <SegmentedControl
            aria-label="Art der Korrektur"
            data={[
              { value: 'credit', label: 'Gutschrift' },
              { value: 'debit', label: 'Abbuchung' },
            ]}
            {...form.getInputProps('direction')}
          />
          <NumberInput
            label="Punkte"
            required
            min={1}
            max={POINTS_CORRECTION_LIMITS.maxValue}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            {...form.getInputProps('value')}
          />
          <Textarea
            label="Grund"
            description="Steht im Punkteverlauf des Mitglieds und im Audit-Log."
            required
            autosize
            minRows={2}
            maxLength={POINTS_CORRECTION_LIMITS.reasonMax}
            {...form.getInputProps('reason')}
          />
          {value !== null && value !== 0 && (
            <Text size="sm" c={after < 0 ? 'red.9' : 'dimmed'}>
              Neuer Kontostand: {points(after)}
              {after < 0 && ' – mehr als das Guthaben, die Abbuchung wird abgelehnt.'}
            </Text>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {errorMessage(correction.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button
              type="submit"
              loading={correction.isPending}
              color={form.values.direction === 'debit' ? 'red' : undefined}
            >
              {form.values.direction === 'debit' ? 'Abbuchung buchen' : 'Gutschrift buchen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

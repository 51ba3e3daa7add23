import { berlinDay, germanDateTimeFormat } from '@apopunkt/domain/rules/dates';
import { Text } from '@mantine/core';

const TIME = germanDateTimeFormat({ hour: '2-digit', minute: '2-digit' });
const DAY_AND_MONTH = germanDateTimeFormat({ day: '2-digit', month: '2-digit' });

/** "14:35 Uhr" today, otherwise "24.11., 14:35 Uhr" (German, in Germany's time). */
export function formatRetryTime(at: Date, now = new Date()): string {
  const time = TIME.format(at);
  if (berlinDay(at) === berlinDay(now)) return `${time} Uhr`;
  return `${DAY_AND_MONTH.format(at)}, ${time} Uhr`;
}

/** After a failed attempt: the solutions come with a pass, the next attempt after a wait. */
export function RetryNote({ retryAt }: { retryAt: Date | null }) {
  return (
    <Text size="sm" c="dimmed">
      Die richtigen Antworten siehst du, sobald du das Modul bestanden hast. Lies dir die Erklärungen in Ruhe durch
      {retryAt ? `: Einen neuen Versuch kannst du ab ${formatRetryTime(retryAt)} starten.` : '.'}
    </Text>
  );
}

import { Text } from '@mantine/core';

/** "14:35 Uhr" today, otherwise "24.11., 14:35 Uhr" (German, local time). */
export function formatRetryTime(at: Date, now = new Date()): string {
  const time = at.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return `${time} Uhr`;
  const day = at.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit' });
  return `${day}, ${time} Uhr`;
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

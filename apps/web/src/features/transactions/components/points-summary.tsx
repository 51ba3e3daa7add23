import { MESSAGES } from '@apopunkt/domain/messages';
import type { TransactionSummary } from '@apopunkt/domain/schemas/ledger';
import { SimpleGrid } from '@mantine/core';
import { SummaryFigure } from './summary-figure';

/** Knowledge score and the ledger summary of spec §3: credits received, saldo and balance. */
export function PointsSummary({ summary, knowledgeScore }: { summary: TransactionSummary; knowledgeScore: number }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <SummaryFigure label={MESSAGES.tooltipKnowledge} value={knowledgeScore} hint="wachsen mit jedem neuen Modul" />
      <SummaryFigure label="Kontostand" value={summary.balance} hint="deine Prämienpunkte jetzt" />
      <SummaryFigure label="Erhalten insgesamt" value={summary.creditsReceived} hint="alle Gutschriften" />
      <SummaryFigure label="Saldo" value={summary.creditsSaldo} hint="Gutschriften minus Abbuchungen" />
    </SimpleGrid>
  );
}

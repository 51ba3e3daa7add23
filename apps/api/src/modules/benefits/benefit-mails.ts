import type { BenefitDecisionStatus } from '@apopunkt/domain/constants/rewards';
import type { MailMessage } from '../mail';

const DECISION_TEXT: Record<BenefitDecisionStatus, string> = {
  approved: 'wurde genehmigt. Wir melden uns bei dir, sobald alles bereit ist.',
  rejected: 'konnten wir leider nicht genehmigen.',
  fulfilled: 'ist erledigt. Viel Freude damit!',
};

/** Tells the user what staff decided about a benefit request, with staff's note. */
export function benefitDecisionMail(input: {
  to: string;
  firstName: string;
  product: string;
  publicUrl: string;
  benefit: string;
  status: BenefitDecisionStatus;
  note: string | null;
}): MailMessage {
  return {
    to: input.to,
    subject: `Deine Anfrage „${input.benefit}“ bei ${input.product}`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      `deine Anfrage „${input.benefit}“ ${DECISION_TEXT[input.status]}`,
      ...(input.note ? ['', 'Nachricht vom Team:', input.note] : []),
      '',
      `Alle deine Anfragen findest du unter ${input.publicUrl}/benefits.`,
      '',
      `Dein ${input.product}-Team`,
    ].join('\n'),
  };
}

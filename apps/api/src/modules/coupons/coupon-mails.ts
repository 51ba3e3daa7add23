import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import type { MailMessage } from '../mail';

/** The voucher code by mail, so the user has it outside the portal too (plain German text). */
export function couponPurchaseMail(input: {
  to: string;
  firstName: string;
  product: string;
  publicUrl: string;
  partner: string;
  title: string;
  valueCents: number;
  price: number;
  code: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Dein Gutschein von ${input.partner}`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      `vielen Dank für deinen Einkauf im ${input.product}-Gutschein-Shop. Hier ist dein Gutschein:`,
      '',
      `    ${input.partner}: ${input.title} (${formatEuroCents(input.valueCents)})`,
      `    Code: ${input.code}`,
      '',
      `Dafür wurden ${input.price} Prämienpunkte von deinem Konto abgebucht.`,
      `Deine Gutscheine findest du jederzeit unter ${input.publicUrl}/coupons.`,
      '',
      `Dein ${input.product}-Team`,
    ].join('\n'),
  };
}

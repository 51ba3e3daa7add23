import { and, eq } from 'drizzle-orm';
import { accounts, transfers } from '../db/schema/ledger';
import { verificationLetters } from '../db/schema/premium';
import { authHeaders } from './auth-headers';
import { extractPdfText } from './pdf-text';
import type { TestContext } from './test-app';

/** Every printed code in a letters PDF, in page order (ABCD-EFGH, as printed). */
export function lettersCodes(pdf: Buffer): string[] {
  return [...extractPdfText(pdf).matchAll(/\b[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}\b/g)].map((m) => m[0]);
}

/**
 * The whole letter flow up to the paper: the user asks for a letter, staff print it, and the
 * code is read from the PDF. Answers the code as printed and the letter's id.
 */
export async function requestAndPrintLetter(
  ctx: TestContext,
  user: { id: number },
  staff: { id: number },
): Promise<{ code: string; letterId: number }> {
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/me/verification-letter',
    headers: await authHeaders(ctx, user),
  });
  if (requested.statusCode !== 201) throw new Error(`letter request failed: ${requested.body}`);
  const [letter] = await ctx.database.db
    .select({ id: verificationLetters.id })
    .from(verificationLetters)
    .where(and(eq(verificationLetters.userId, user.id), eq(verificationLetters.status, 'pending')));
  if (!letter) throw new Error('no pending letter');
  const printed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/verification-letters/print',
    headers: await authHeaders(ctx, staff),
    payload: { ids: [letter.id] },
  });
  if (printed.statusCode !== 200) throw new Error(`print failed: ${printed.body}`);
  const [code] = lettersCodes(printed.rawPayload);
  if (!code) throw new Error('no code in the PDF');
  return { code, letterId: letter.id };
}

/** The referral bonuses of a type credited to the user's account (to count that each came once). */
export async function bonusesOf(ctx: TestContext, userId: number, type: 'BREFERRER' | 'BREFERRED') {
  return ctx.database.db
    .select({ value: transfers.value, comments: transfers.comments, key: transfers.idempotencyKey })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(and(eq(accounts.userId, userId), eq(transfers.type, type)));
}

import { ERASED_EMAIL_DOMAIN } from '@apopunkt/domain/constants/account-deletion';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The erasure of one account (issue 37 §2), table by table as docs/decisions.md records it. Every
 * statement runs in the caller's transaction, after the member's ledger account and user row are
 * locked (lockDueAccount), so a racing transfer, sign-in or second run waits and sees either
 * nothing erased or everything.
 */

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the erasure needs to know of the member before it removes it. */
export interface ErasableUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  referredById: number | null;
}

/**
 * Locks the member's ledger account, then the user row (the order the ledger takes: accounts, then
 * the user's score columns), and answers the user if the erasure is (still) due: deletion asked
 * for before `dueBefore`, not cancelled by a sign-in, not erased by another run.
 */
export async function lockDueAccount(db: Executor, userId: number, dueBefore: Date): Promise<ErasableUser | null> {
  await db.execute(sql`SELECT id FROM accounts WHERE user_id = ${userId} FOR UPDATE`);
  const [user] = await rows<ErasableUser>(
    db,
    sql`SELECT id, email, first_name AS "firstName", last_name AS "lastName", date_of_birth::text AS "dateOfBirth",
               referred_by_id AS "referredById"
        FROM users
        WHERE id = ${userId} AND erased_at IS NULL AND deletion_requested_at IS NOT NULL
          AND deletion_requested_at <= ${dueBefore.toISOString()}::timestamptz
        FOR UPDATE`,
  );
  return user ?? null;
}

/** The accounts whose grace period has ended, oldest request first. */
export async function dueAccountIds(db: Executor, dueBefore: Date, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM users
        WHERE deletion_requested_at IS NOT NULL AND erased_at IS NULL
          AND deletion_requested_at <= ${dueBefore.toISOString()}::timestamptz
        ORDER BY deletion_requested_at, id LIMIT ${limit}`,
  );
  return found.map((r) => r.id);
}

/**
 * Every address the member used with us: the current one, those an e-mail change named, and the
 * old address a change's notice went to (the notice names the current address).
 */
export async function addressesOf(db: Executor, user: ErasableUser): Promise<string[]> {
  const email = user.email.toLowerCase();
  const found = await rows<{ address: string }>(
    db,
    sql`SELECT lower(new_email) AS address FROM email_changes WHERE user_id = ${user.id}
        UNION SELECT lower("to") FROM mail_outbox WHERE position(${email} IN lower(text)) > 0`,
  );
  return [...new Set([email, ...found.map((r) => r.address)])];
}

/** The member's personal strings: every address they used, their names, their birth date. */
export interface PersonalNeedles {
  addresses: string[];
  names: string[];
  dates: string[];
}

const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const endsInWord = (value: string) => /[\p{L}\p{N}_]$/u.test(value);

/** Longest first, so that "Anna Muster" is replaced as a whole before "Anna" (the longest needle wins). */
function alternatives(needles: PersonalNeedles, word: (name: string) => string): string {
  const usable = (value: string) => value.length >= 2;
  const parts = [
    ...needles.addresses.filter(usable).map((raw) => ({ raw, source: literal(raw) })),
    ...needles.names.filter(usable).map((raw) => ({ raw, source: word(raw) })),
    ...needles.dates.filter(usable).map((raw) => ({ raw, source: literal(raw) })),
  ];
  parts.sort((a, b) => b.raw.length - a.raw.length);
  return parts.map((part) => part.source).join('|');
}

/** A PostgreSQL ARE matching any of the strings (names as whole words), for regexp_replace with 'gi'. */
export function personalPattern(needles: PersonalNeedles): string {
  return alternatives(needles, (name) => `\\m${literal(name)}${endsInWord(name) ? '\\M' : ''}`);
}

/** The same as a JavaScript RegExp, for JSON values scrubbed in place. */
export function personalRegExp(needles: PersonalNeedles): RegExp {
  const word = (name: string) => `(?<![\\p{L}\\p{N}_])${literal(name)}${endsInWord(name) ? '(?![\\p{L}\\p{N}_])' : ''}`;
  return new RegExp(alternatives(needles, word), 'giu');
}

/** A JSON value with the strings (values and keys) scrubbed; the structure stays valid JSON. */
export function scrubJson(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') return value.replace(pattern, REDACTED);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, pattern));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.replace(pattern, REDACTED), scrubJson(item, pattern)]),
    );
  }
  return value;
}

const REDACTED = '[gelöscht]';

/** Deletes the rows that only serve the member and would identify them; keeps nothing of them. */
export async function deletePersonalRows(db: Executor, userId: number, addresses: string[]): Promise<void> {
  const list = sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  );
  await db.execute(sql`DELETE FROM refresh_tokens WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM password_resets WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM email_changes WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM user_permissions WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM subscriptions WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM field_service_pharmacies WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM verification_letters WHERE user_id = ${userId}`);
  await db.execute(sql`UPDATE employees SET creation_request_id = NULL WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM organisation_creation_requests WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM popup_closures WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM member_activity WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM duplicate_dismissals WHERE user_a_id = ${userId} OR user_b_id = ${userId}`);
  await db.execute(sql`DELETE FROM contact_messages WHERE user_id = ${userId} OR lower(email) IN (${list})`);
  await db.execute(sql`DELETE FROM newsletter_subscriptions WHERE lower(email) IN (${list})`);
  await db.execute(sql`DELETE FROM email_verification_codes WHERE lower(email) IN (${list})`);
  await db.execute(sql`DELETE FROM member_consents WHERE user_id = ${userId}`);
  // An owner's recommendations carry their name ("Empfohlen von …") and their own words.
  await db.execute(sql`DELETE FROM team_recommendations WHERE recommended_by_id = ${userId}`);
}

/** Keeps the rows others need (statistics, ledger, consent records) but without the member's words. */
export async function strip(db: Executor, userId: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`UPDATE module_ratings SET comment = NULL WHERE user_id = ${userId} AND comment IS NOT NULL`);
  await db.execute(sql`UPDATE benefit_requests SET message = NULL, note = NULL WHERE user_id = ${userId}`);
  await db.execute(
    sql`UPDATE third_party_consents SET withdrawn_at = ${at} WHERE user_id = ${userId} AND withdrawn_at IS NULL`,
  );
  await db.execute(sql`
    UPDATE employees SET organisation_id = NULL, is_verified = false, verified_at = NULL,
                         last_organisation_change_at = NULL, is_unemployed = false
    WHERE user_id = ${userId}`);
}

/**
 * Replaces the member's personal strings in the texts that stay: comments of the member's own
 * transfers and of the referral bonuses that name them, the audit log's before/after of entries
 * about them (value by value, so the JSON stays valid whatever a name looks like), and mails to others
 * (the referrer's bonus notice); mails to the member go.
 */
export async function scrubTexts(
  db: Executor,
  user: ErasableUser,
  input: { addresses: string[]; pattern: string; regExp: RegExp; fullName: string },
): Promise<void> {
  const { pattern } = input;
  const list = sql.join(
    input.addresses.map((a) => sql`${a}`),
    sql`, `,
  );
  const mentionsAddress = (column: SQL) =>
    sql`EXISTS (SELECT 1 FROM unnest(ARRAY[${list}]::text[]) a WHERE position(a IN lower(${column})) > 0)`;
  const related = sql`(SELECT id FROM users WHERE id = ${user.referredById ?? 0} OR referred_by_id = ${user.id})`;

  await db.execute(sql`
    UPDATE transfers t SET comments = regexp_replace(t.comments, ${pattern}, ${REDACTED}, 'gi')
    WHERE t.comments ~* ${pattern}
      AND (EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = ${user.id} AND a.id IN (t.debit_account_id, t.credit_account_id))
        OR (t.type IN ('BREFERRER', 'BREFERRED')
          AND EXISTS (SELECT 1 FROM accounts a WHERE a.user_id IN ${related} AND a.id = t.credit_account_id)))`);

  const aboutUser = sql`(
      (entity_type = 'user' AND entity_id IN (${String(user.id)}, (SELECT uuid::text FROM users WHERE id = ${user.id})))
      OR ${mentionsAddress(sql`coalesce(before::text, '') || coalesce(after::text, '')`)}
      OR position(lower(${input.fullName}) IN lower(coalesce(before::text, '') || coalesce(after::text, ''))) > 0)`;
  const entries = await rows<{ id: number; before: unknown; after: unknown }>(
    db,
    sql`SELECT id, before, after FROM audit_log
        WHERE ${aboutUser} AND (before::text ~* ${pattern} OR after::text ~* ${pattern})`,
  );
  const asJson = (value: unknown) => (value === null ? null : JSON.stringify(scrubJson(value, input.regExp)));
  for (const entry of entries) {
    await db.execute(sql`
      UPDATE audit_log SET before = ${asJson(entry.before)}::jsonb, after = ${asJson(entry.after)}::jsonb
      WHERE id = ${entry.id}`);
  }

  await db.execute(sql`DELETE FROM mail_outbox WHERE lower("to") IN (${list}) OR ${mentionsAddress(sql`text`)}`);
  await db.execute(sql`
    UPDATE mail_outbox
    SET subject = regexp_replace(subject, ${pattern}, ${REDACTED}, 'gi'),
        text = regexp_replace(text, ${pattern}, ${REDACTED}, 'gi'),
        html = regexp_replace(html, ${pattern}, ${REDACTED}, 'gi')
    WHERE (lower("to") IN (SELECT lower(email) FROM users WHERE id IN ${related})
           OR position(lower(${input.fullName}) IN lower(text)) > 0)
      AND (subject ~* ${pattern} OR text ~* ${pattern} OR coalesce(html, '') ~* ${pattern})`);
}

/**
 * The user row stays, so that foreign keys, balances and counts hold, but nothing personal: a
 * pseudonymous, undeliverable, unique address (docs/decisions.md), no name, birth date, second
 * factor or password; inactive, so nobody can sign in.
 */
export async function pseudonymiseUser(db: Executor, userId: number, input: { referrerCode: string; now: Date }) {
  const at = sql`${input.now.toISOString()}::timestamptz`;
  await db.execute(sql`
    UPDATE users SET
      email = 'konto-' || gen_random_uuid()::text || ${`@${ERASED_EMAIL_DOMAIN}`},
      password_hash = '!', first_name = '', last_name = '', gender = 'DI', date_of_birth = NULL,
      has_accepted_newsletter = false, verification_letter_requested_at = NULL,
      is_verification_letter_triggered = false, otp_secret = NULL, otp_pending_secret = NULL,
      otp_last_step = NULL, is_2fa_enabled = false, is_active = false, password_changed_at = NULL,
      job_confirmation_pending_since = NULL, referrer_code = ${input.referrerCode},
      deletion_requested_at = NULL, erased_at = ${at}, updated_at = ${at}
    WHERE id = ${userId}`);
}

/**
 * The CPD retention rule (docs/decisions.md): the attendance of a Kammer-accredited module of an
 * erased account is kept until CPD_ATTENDANCE_RETENTION_YEARS after the attendance, then deleted. Answers how
 * many attendances went.
 */
export async function deleteExpiredAttendance(db: Executor, attendedBefore: Date): Promise<number> {
  const deleted = await rows<{ certificate_uuid: string }>(
    db,
    sql`DELETE FROM certificate_accreditations ca USING users u
        WHERE u.id = ca.user_id AND u.erased_at IS NOT NULL
          AND ca.attended_at < ${attendedBefore.toISOString()}::timestamptz
        RETURNING ca.certificate_uuid`,
  );
  return deleted.length;
}

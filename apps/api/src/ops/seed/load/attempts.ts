import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { execute } from './sql';

/**
 * One submitted, passed attempt per staged completion (load_completions), answered the way the
 * module's current content asks: every question with its right options, graded correct. The
 * attempts trigger queues each one for the report job, so the business reports are built from
 * them exactly as from real submissions. The premium points and ledger entry in the stored
 * result are the ones the staged reward decided.
 */
export async function insertAttempts(tx: Tx): Promise<number> {
  await tx.execute(sql`CREATE TEMP TABLE load_module_answers ON COMMIT DROP AS
    SELECT m.id AS module_id, m.content_version,
           coalesce(jsonb_array_length(m.content->'questions'), 0) AS total,
           coalesce((SELECT jsonb_agg(jsonb_build_object(
                       'questionId', q->>'id',
                       'optionIds', (SELECT coalesce(jsonb_agg(o->>'id'), '[]'::jsonb)
                                     FROM jsonb_array_elements(q->'options') o WHERE (o->>'correct')::boolean)))
                     FROM jsonb_array_elements(m.content->'questions') q), '[]'::jsonb) AS answers,
           coalesce((SELECT jsonb_agg(jsonb_build_object(
                       'questionId', q->>'id', 'correct', true, 'explanation', q->>'explanation'))
                     FROM jsonb_array_elements(m.content->'questions') q), '[]'::jsonb) AS results
    FROM modules m WHERE m.id IN (SELECT id FROM load_modules)`);
  const { count } = await execute(
    tx,
    sql`INSERT INTO attempts (id, user_id, module_id, started_at, content_version, submitted_at, passed, result, answers)
    SELECT c.attempt_id, c.user_id, c.module_id, c.at - interval '4 minutes', a.content_version, c.at, true,
           jsonb_build_object('passed', true, 'correct', a.total, 'total', a.total,
                              'knowledgePoints', c.knowledge_value, 'premiumPoints', c.value,
                              'transactionType', c.transfer_type, 'results', a.results, 'retryAt', NULL),
           a.answers
    FROM load_completions c JOIN load_module_answers a ON a.module_id = c.module_id`,
  );
  return count;
}

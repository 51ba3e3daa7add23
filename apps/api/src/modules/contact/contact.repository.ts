import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export async function insertContactMessage(
  db: Executor,
  values: typeof contactMessages.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row;
}

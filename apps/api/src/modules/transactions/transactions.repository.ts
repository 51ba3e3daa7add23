import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import { and, count, desc, eq, gte, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { accounts, transfers } from '../../db/schema/ledger';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { users } from '../../db/schema/users';
import { definePrepared } from '../../db/statements';

const partnerAccount = alias(accounts, 'partner_account');
const partnerModule = alias(modules, 'partner_module');
const partnerUser = alias(users, 'partner_user');

/** An account id, or the placeholder of a statement prepared once (`accountId`). */
type AccountRef = number | Placeholder;

function touches(accountId: AccountRef) {
  return or(eq(transfers.debitAccountId, accountId), eq(transfers.creditAccountId, accountId));
}

/** Narrows an account's history: one type, value dates from `from` (inclusive) to `until` (exclusive). */
export interface TransferFilter {
  type?: TransactionType;
  from?: Date;
  until?: Date;
}

function matching(accountId: number, filter: TransferFilter): SQL | undefined {
  return and(
    touches(accountId),
    filter.type ? eq(transfers.type, filter.type) : undefined,
    filter.from ? gte(transfers.valueDate, filter.from) : undefined,
    filter.until ? lt(transfers.valueDate, filter.until) : undefined,
  );
}

/** How many of an account's transfers match the filter. */
export async function countAccountTransfers(db: Executor, accountId: number, filter: TransferFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(transfers).where(matching(accountId, filter));
  return row?.total ?? 0;
}

function sumsOf(db: Executor, accountId: AccountRef) {
  return db
    .select({
      credits:
        sql<number>`COALESCE(SUM(${transfers.value}) FILTER (WHERE ${transfers.creditAccountId} = ${accountId}), 0)`.mapWith(
          Number,
        ),
      debits:
        sql<number>`COALESCE(SUM(${transfers.value}) FILTER (WHERE ${transfers.debitAccountId} = ${accountId}), 0)`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(transfers)
    .where(touches(accountId));
}

/** Built and prepared once: every visit of the points account asks it (issue 9). */
const sumsQuery = definePrepared((db) => sumsOf(db, sql.placeholder('accountId')).prepare('account_transfer_sums'));

/** Credits and debits of one account, recomputed from its transfers. */
export async function sumAccountTransfers(db: Executor, accountId: number) {
  const [row] = await sumsQuery(db).execute({ accountId });
  return row ?? { credits: 0, debits: 0, total: 0 };
}

/** An account's transfers with the module and the other side, before the filter, order and page. */
function transfersWithPartners(db: Executor, accountId: AccountRef) {
  return db
    .select({
      uuid: transfers.uuid,
      value: transfers.value,
      valueDate: transfers.valueDate,
      type: transfers.type,
      canceledAt: transfers.canceledAt,
      cancels: transfers.cancels,
      comments: transfers.comments,
      creditAccountId: transfers.creditAccountId,
      moduleSlug: modules.slug,
      moduleName: modules.name,
      moduleType: modules.type,
      partnerKind: partnerAccount.kind,
      partnerSystemName: partnerAccount.systemName,
      partnerModuleName: partnerModule.name,
      partnerManufacturerName: manufacturers.name,
      partnerFirstName: partnerUser.firstName,
      partnerLastName: partnerUser.lastName,
    })
    .from(transfers)
    .innerJoin(
      partnerAccount,
      eq(
        partnerAccount.id,
        sql`CASE WHEN ${transfers.debitAccountId} = ${accountId} THEN ${transfers.creditAccountId} ELSE ${transfers.debitAccountId} END`,
      ),
    )
    .leftJoin(modules, eq(modules.id, transfers.moduleId))
    .leftJoin(partnerModule, eq(partnerModule.id, partnerAccount.moduleId))
    .leftJoin(manufacturers, eq(manufacturers.id, partnerModule.manufacturerId))
    .leftJoin(partnerUser, eq(partnerUser.id, partnerAccount.userId));
}

const newestFirst = [desc(transfers.valueDate), desc(transfers.createdAt), desc(transfers.uuid)];

/** The unfiltered page, built and prepared once: what the points account shows first (issue 9). */
const unfilteredPageQuery = definePrepared((db) =>
  transfersWithPartners(db, sql.placeholder('accountId'))
    .where(touches(sql.placeholder('accountId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('account_transfers_page'),
);

/**
 * One page of an account's transfers matching the filter (null: all of them), newest first, with
 * the module and the other side.
 */
export async function listAccountTransfers(
  db: Executor,
  accountId: number,
  page: { limit: number; offset: number },
  filter: TransferFilter | null,
) {
  if (!filter) {
    return unfilteredPageQuery(db).execute({ accountId, limit: page.limit, offset: page.offset });
  }
  return transfersWithPartners(db, accountId)
    .where(matching(accountId, filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}
export type AccountTransferRow = Awaited<ReturnType<typeof listAccountTransfers>>[number];

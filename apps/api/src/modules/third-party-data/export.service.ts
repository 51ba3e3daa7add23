import { thirdPartyExportCsv } from '@apopunkt/domain/rules/third-party-export';
import type { ThirdPartyField } from '@apopunkt/domain/schemas/third-party-data';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { exportRows } from './consents.repository';
import { findSet, insertExport } from './sets.repository';
import { setNotFound } from './sets.service';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * `POST /v1/admin/third-party-data/{uuid}/exports`: the set's active consents as CSV for its
 * partner, and the export logged (who, when, how many rows) and audited in the same transaction,
 * so no file leaves without its log row.
 */
export async function exportSet(deps: Deps, actor: { id: number }, uuid: string) {
  return inTransaction(deps.db, async (tx) => {
    const set = await findSet(tx, uuid);
    if (!set) throw setNotFound();
    const now = deps.clock.now();
    const rows = await exportRows(tx, set.id);
    const csv = thirdPartyExportCsv(set.fields as ThirdPartyField[], rows);
    const logged = await insertExport(tx, {
      setId: set.id,
      exportedById: actor.id,
      rowCount: rows.length,
      createdAt: now,
    });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'third-party-data.export',
      entityType: 'third-party-data',
      entityId: set.uuid,
      after: { exportId: logged.id, rowCount: rows.length, fields: set.fields },
    });
    const day = now.toISOString().slice(0, 10);
    const partner =
      set.partner
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'partner';
    return { csv, rowCount: rows.length, fileName: `datenweitergabe-${partner}-${day}.csv` };
  });
}

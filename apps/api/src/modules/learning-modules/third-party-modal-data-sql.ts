import { sql } from 'drizzle-orm';
import { moduleThirdPartyData, thirdPartyConsentTexts, thirdPartyDataSets } from '../../db/schema/platform';

export type ThirdPartyModalData = { title: string; text: string; partner: string };

/**
 * The player's `thirdPartyModalData` of a module, as a column of the module queries: the attached
 * data-sharing set (its title, partner and newest consent text) when there is one, else the
 * module's older free-text notice (`modules.third_party_modal_data`). One subquery, no extra
 * round trip.
 */
export const thirdPartyModalDataSql = sql<ThirdPartyModalData | null>`COALESCE((
  SELECT jsonb_build_object('title', s.title, 'text', t.text, 'partner', s.partner)
  FROM ${moduleThirdPartyData} m
  JOIN ${thirdPartyDataSets} s ON s.id = m.set_id
  JOIN LATERAL (
    SELECT ct.text FROM ${thirdPartyConsentTexts} ct WHERE ct.set_id = s.id ORDER BY ct.version DESC LIMIT 1
  ) t ON true
  WHERE m.module_id = ${sql.raw('"modules"."id"')}
), ${sql.raw('"modules"."third_party_modal_data"')})`;

import {
  MEMBER_CONSENT_KINDS,
  MEMBER_CONSENT_TEXTS,
  type MemberConsentKind,
} from '@apopunkt/domain/constants/member-consents';
import type { MemberConsent, MemberConsents } from '@apopunkt/domain/schemas/member-consents';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import {
  currentDecisionsOf,
  endCurrentDecision,
  grantedUserIds,
  grantsConsent,
  insertDecision,
  lockDecisionsOf,
} from './member-consents.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Decision = Awaited<ReturnType<typeof currentDecisionsOf>>[number];

/** The kind's current text with the member's decision; one on an older text version counts as undecided. */
function stateOf(kind: MemberConsentKind, decision: Decision | undefined): MemberConsent {
  const { version, title, text } = MEMBER_CONSENT_TEXTS[kind];
  return {
    kind,
    title,
    text,
    version,
    granted: decision && decision.textVersion === version ? decision.granted : null,
    decidedAt: decision ? decision.decidedAt.toISOString() : null,
    decidedVersion: decision ? decision.textVersion : null,
  };
}

/** `GET /v1/me/consents`: every kind with its text and the member's decision. */
export async function myMemberConsents(deps: Deps, userId: number): Promise<MemberConsents> {
  const decisions = await currentDecisionsOf(deps.db, userId);
  return {
    results: MEMBER_CONSENT_KINDS.map((kind) =>
      stateOf(
        kind,
        decisions.find((d) => d.kind === kind),
      ),
    ),
  };
}

/**
 * `PUT /v1/me/consents/{kind}`: the member grants or refuses (withdraws) the kind for its current
 * text version. The same decision on the same version changes nothing; any other ends the current
 * decision and records the new one, so the history stays.
 */
export async function decideMemberConsent(
  deps: Deps,
  userId: number,
  kind: MemberConsentKind,
  granted: boolean,
): Promise<MemberConsent> {
  const { version } = MEMBER_CONSENT_TEXTS[kind];
  return inTransaction(deps.db, async (tx) => {
    await lockDecisionsOf(tx, userId);
    const current = (await currentDecisionsOf(tx, userId)).find((d) => d.kind === kind);
    if (current && current.granted === granted && current.textVersion === version) return stateOf(kind, current);
    const now = deps.clock.now();
    await endCurrentDecision(tx, userId, kind, now);
    await insertDecision(tx, { userId, kind, granted, textVersion: version, decidedAt: now });
    return stateOf(kind, { kind, granted, textVersion: version, decidedAt: now });
  });
}

/**
 * Of these members, those who currently let their pharmacy owner and field service see them by
 * name (TEAM_VISIBILITY on the current text version). Everyone else is shown only as a count.
 * `userIds` may also be a subquery of user ids, so no id list travels.
 */
export async function teamVisibleUserIds(db: Executor, userIds: number[] | SQLWrapper): Promise<Set<number>> {
  const { version } = MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY;
  return new Set(await grantedUserIds(db, userIds, 'TEAM_VISIBILITY', version));
}

/** teamVisibleUserIds as a predicate on the user row `alias` of a query (counts and pages in SQL). */
export function isTeamVisible(alias: string): SQL {
  const { version } = MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY;
  return grantsConsent(alias, 'TEAM_VISIBILITY', version);
}

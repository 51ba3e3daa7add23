import { TRANSACTION_TYPE_LABELS } from '@apopunkt/domain/constants/ledger-labels';
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moduleRatings } from '../../db/schema/business';
import { competitions, competitionWinners, participations, questCompletions, quests } from '../../db/schema/engagement';
import { attempts, moduleCompletions } from '../../db/schema/learning';
import { accounts, transfers } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';
import {
  certificateAccreditations,
  thirdPartyConsents,
  thirdPartyConsentTexts,
  thirdPartyDataSets,
} from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import {
  benefitRequests,
  benefits,
  campaignCodeRedemptions,
  campaignCodes,
  couponCodes,
  couponOffers,
  couponPurchases,
} from '../../db/schema/rewards';
import { memberConsents } from '../../db/schema/team';
import type { SourceRow } from './export-rows';

/**
 * What the member did: points, learning, certificates, purchases, consents, ratings, games. Each
 * query is bound to the one user id (for the points: the member's own ledger account).
 */

/** Every transfer to or from the member's account, oldest first; money out is negative. */
export async function findPoints(db: Executor, userId: number): Promise<SourceRow<'points'>[]> {
  const own = alias(accounts, 'own');
  const rows = await db
    .select({
      date: transfers.valueDate,
      type: transfers.type,
      value: transfers.value,
      incoming: eq(transfers.creditAccountId, own.id),
      module: modules.name,
      comment: transfers.comments,
      cancelledAt: transfers.canceledAt,
    })
    .from(transfers)
    .innerJoin(
      own,
      and(
        eq(own.userId, userId),
        eq(own.kind, 'user'),
        or(eq(transfers.creditAccountId, own.id), eq(transfers.debitAccountId, own.id)),
      ),
    )
    .leftJoin(modules, eq(modules.id, transfers.moduleId))
    .orderBy(asc(transfers.valueDate), asc(transfers.createdAt));
  return rows.map(({ value, incoming, type, ...row }) => ({
    ...row,
    type: TRANSACTION_TYPE_LABELS[type] ?? type,
    points: incoming ? value : -value,
  }));
}

export async function findAttempts(db: Executor, userId: number): Promise<SourceRow<'attempts'>[]> {
  const rows = await db
    .select({
      module: modules.name,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
      passed: attempts.passed,
      answers: attempts.answers,
      result: attempts.result,
    })
    .from(attempts)
    .innerJoin(modules, eq(modules.id, attempts.moduleId))
    .where(eq(attempts.userId, userId))
    .orderBy(asc(attempts.startedAt));
  return rows.map((row) => ({
    ...row,
    answers: row.answers ? JSON.stringify(row.answers) : null,
    result: row.result ? `${row.result.correct} von ${row.result.total} richtig` : null,
  }));
}

export async function findCompletions(db: Executor, userId: number): Promise<SourceRow<'completions'>[]> {
  return db
    .select({
      module: modules.name,
      firstPassedAt: moduleCompletions.firstPassedAt,
      lastPassedAt: moduleCompletions.lastPassedAt,
      passes: moduleCompletions.passes,
    })
    .from(moduleCompletions)
    .innerJoin(modules, eq(modules.id, moduleCompletions.moduleId))
    .where(eq(moduleCompletions.userId, userId))
    .orderBy(asc(moduleCompletions.firstPassedAt));
}

export async function findCertificates(db: Executor, userId: number): Promise<SourceRow<'certificates'>[]> {
  return db
    .select({
      module: certificates.moduleName,
      knowledgePoints: certificates.knowledgePoints,
      verificationCode: certificates.verificationCode,
      issuedAt: certificates.issuedAt,
      trainingPoints: certificateAccreditations.points,
      chamber: certificateAccreditations.chamber,
    })
    .from(certificates)
    .leftJoin(certificateAccreditations, eq(certificateAccreditations.certificateUuid, certificates.uuid))
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));
}

export async function findPurchases(db: Executor, userId: number): Promise<SourceRow<'purchases'>[]> {
  return db
    .select({
      offer: couponOffers.title,
      price: couponPurchases.price,
      code: couponCodes.code,
      boughtAt: couponPurchases.createdAt,
      cancelledAt: couponPurchases.cancelledAt,
    })
    .from(couponPurchases)
    .innerJoin(couponOffers, eq(couponOffers.id, couponPurchases.offerId))
    .innerJoin(couponCodes, eq(couponCodes.id, couponPurchases.codeId))
    .where(eq(couponPurchases.userId, userId))
    .orderBy(asc(couponPurchases.createdAt));
}

export async function findCampaignCodes(db: Executor, userId: number): Promise<SourceRow<'campaignCodes'>[]> {
  return db
    .select({
      code: campaignCodes.code,
      points: campaignCodeRedemptions.value,
      redeemedAt: campaignCodeRedemptions.createdAt,
    })
    .from(campaignCodeRedemptions)
    .innerJoin(campaignCodes, eq(campaignCodes.id, campaignCodeRedemptions.codeId))
    .where(eq(campaignCodeRedemptions.userId, userId))
    .orderBy(asc(campaignCodeRedemptions.createdAt));
}

export async function findBenefitRequests(db: Executor, userId: number): Promise<SourceRow<'benefitRequests'>[]> {
  return db
    .select({
      benefit: benefits.title,
      message: benefitRequests.message,
      status: benefitRequests.status,
      note: benefitRequests.note,
      requestedAt: benefitRequests.createdAt,
    })
    .from(benefitRequests)
    .innerJoin(benefits, eq(benefits.id, benefitRequests.benefitId))
    .where(eq(benefitRequests.userId, userId))
    .orderBy(asc(benefitRequests.createdAt));
}

/** Each consent with the very text version the member agreed to. */
export async function findConsents(db: Executor, userId: number): Promise<SourceRow<'consents'>[]> {
  return db
    .select({
      dataSet: thirdPartyDataSets.title,
      textVersion: thirdPartyConsentTexts.version,
      text: thirdPartyConsentTexts.text,
      givenAt: thirdPartyConsents.givenAt,
      withdrawnAt: thirdPartyConsents.withdrawnAt,
    })
    .from(thirdPartyConsents)
    .innerJoin(thirdPartyDataSets, eq(thirdPartyDataSets.id, thirdPartyConsents.setId))
    .innerJoin(thirdPartyConsentTexts, eq(thirdPartyConsentTexts.id, thirdPartyConsents.textId))
    .where(eq(thirdPartyConsents.userId, userId))
    .orderBy(asc(thirdPartyConsents.givenAt));
}

/** Each decision on the member's own consents (issue 37 §3), with the text version decided on. */
export async function findTeamConsents(db: Executor, userId: number): Promise<SourceRow<'teamConsents'>[]> {
  return db
    .select({
      kind: memberConsents.kind,
      granted: memberConsents.granted,
      textVersion: memberConsents.textVersion,
      decidedAt: memberConsents.decidedAt,
      endedAt: memberConsents.endedAt,
    })
    .from(memberConsents)
    .where(eq(memberConsents.userId, userId))
    .orderBy(asc(memberConsents.decidedAt), asc(memberConsents.id));
}

export async function findRatings(db: Executor, userId: number): Promise<SourceRow<'ratings'>[]> {
  return db
    .select({
      module: modules.name,
      stars: moduleRatings.stars,
      comment: moduleRatings.comment,
      ratedAt: moduleRatings.updatedAt,
    })
    .from(moduleRatings)
    .innerJoin(modules, eq(modules.id, moduleRatings.moduleId))
    .where(eq(moduleRatings.userId, userId))
    .orderBy(asc(moduleRatings.createdAt));
}

export async function findParticipations(db: Executor, userId: number): Promise<SourceRow<'participations'>[]> {
  return db
    .select({
      competition: competitions.name,
      joinedAt: participations.createdAt,
      rank: competitionWinners.rank,
    })
    .from(participations)
    .innerJoin(competitions, eq(competitions.id, participations.competitionId))
    .leftJoin(
      competitionWinners,
      and(eq(competitionWinners.competitionId, participations.competitionId), eq(competitionWinners.userId, userId)),
    )
    .where(eq(participations.userId, userId))
    .orderBy(asc(participations.createdAt));
}

export async function findQuests(db: Executor, userId: number): Promise<SourceRow<'quests'>[]> {
  return db
    .select({ module: modules.name, bonus: questCompletions.bonus, completedAt: questCompletions.completedAt })
    .from(questCompletions)
    .innerJoin(quests, eq(quests.id, questCompletions.questId))
    .innerJoin(modules, eq(modules.id, quests.moduleId))
    .where(eq(questCompletions.userId, userId))
    .orderBy(asc(questCompletions.completedAt));
}

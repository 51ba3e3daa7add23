import { SALUTATION_LABELS } from '@apopunkt/domain/constants/salutations';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import { asc, desc, eq, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { contactMessages } from '../../db/schema/contact';
import { manufacturers } from '../../db/schema/manufacturers';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { verificationLetters } from '../../db/schema/premium';
import { subscriptions, userPermissions, users } from '../../db/schema/users';
import { addressOf, type SourceRow } from './export-rows';

/**
 * The member's account as held: profile, workplace, grants, sessions, contact messages. Every
 * query is bound to the one user id; nothing of other people (who decided, who referred whom) is
 * read, and no secret (password hash, TOTP secrets, token and code hashes) is selected.
 */

/** The profile, salutation and job in words. */
export async function findProfile(db: Executor, userId: number): Promise<SourceRow<'profile'>[]> {
  const rows = await db
    .select({
      email: users.email,
      salutation: users.gender,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      job: users.job,
      registeredAt: users.createdAt,
      emailConfirmedAt: users.emailConfirmedAt,
      termsAcceptedAt: users.acceptedTosAt,
      newsletter: users.hasAcceptedNewsletter,
      premium: users.isPremium,
      twoFactor: users.is2faEnabled,
      knowledgePoints: users.knowledgeScore,
      premiumPoints: users.premiumScore,
      referrerCode: users.referrerCode,
      referred: sql<boolean>`${users.referredById} IS NOT NULL`,
      passwordChangedAt: users.passwordChangedAt,
      jobConfirmationPendingSince: users.jobConfirmationPendingSince,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows.map((row) => ({
    ...row,
    salutation: SALUTATION_LABELS[row.salutation] ?? row.salutation,
    job: row.job ? jobLabel(row.job, row.salutation) : null,
  }));
}

export async function findEmployment(db: Executor, userId: number): Promise<SourceRow<'employment'>[]> {
  const rows = await db
    .select({
      organisation: organisations.name,
      street: organisations.street,
      zip: organisations.zip,
      city: organisations.city,
      unemployed: employees.isUnemployed,
      verified: employees.isVerified,
      verifiedAt: employees.verifiedAt,
      changedAt: employees.lastOrganisationChangeAt,
    })
    .from(employees)
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .where(eq(employees.userId, userId));
  return rows.map(({ street, zip, city, ...row }) => ({ ...row, address: addressOf({ street, zip, city }) }));
}

export async function findOrganisationRequests(
  db: Executor,
  userId: number,
): Promise<SourceRow<'organisationRequests'>[]> {
  const rows = await db
    .select({
      name: organisationCreationRequests.name,
      street: organisationCreationRequests.street,
      zip: organisationCreationRequests.zip,
      city: organisationCreationRequests.city,
      status: organisationCreationRequests.status,
      requestedAt: organisationCreationRequests.createdAt,
      decidedAt: organisationCreationRequests.decidedAt,
    })
    .from(organisationCreationRequests)
    .where(eq(organisationCreationRequests.userId, userId))
    .orderBy(asc(organisationCreationRequests.createdAt));
  return rows.map(({ street, zip, city, ...row }) => ({ ...row, address: addressOf({ street, zip, city }) }));
}

export async function findVerificationLetters(
  db: Executor,
  userId: number,
): Promise<SourceRow<'verificationLetters'>[]> {
  return db
    .select({
      status: verificationLetters.status,
      requestedAt: verificationLetters.requestedAt,
      printedAt: verificationLetters.printedAt,
      usedAt: verificationLetters.usedAt,
    })
    .from(verificationLetters)
    .where(eq(verificationLetters.userId, userId))
    .orderBy(asc(verificationLetters.requestedAt));
}

export async function findPermissions(db: Executor, userId: number): Promise<SourceRow<'permissions'>[]> {
  return db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(userPermissions.permission));
}

export async function findSubscriptions(db: Executor, userId: number): Promise<SourceRow<'subscriptions'>[]> {
  return db
    .select({ type: subscriptions.type, manufacturer: manufacturers.name, since: subscriptions.createdAt })
    .from(subscriptions)
    .leftJoin(manufacturers, eq(manufacturers.id, subscriptions.manufacturerId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
}

/** Every session (refresh-token family) ever started, live or ended, newest first. */
export async function findSessions(db: Executor, userId: number): Promise<SourceRow<'sessions'>[]> {
  return db
    .select({
      device: sql<string | null>`(array_agg(${refreshTokens.device} ORDER BY ${refreshTokens.id}))[1]`,
      signedInAt: min(refreshTokens.createdAt),
      lastUsedAt: max(refreshTokens.createdAt),
      endedAt: max(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(min(refreshTokens.createdAt)));
}

export async function findContactMessages(db: Executor, userId: number): Promise<SourceRow<'contactMessages'>[]> {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
}

import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Job } from '@apopunkt/domain/constants/jobs';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';
import { employees, organisations } from '../../db/schema/organisations';
import { subscriptions, userPermissions, users } from '../../db/schema/users';
import { friendlyCode } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';

/** Shared by the demo seed and the tests: each call makes fresh rows with unique values. */
let sequence = 0;
function next(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

const hashCache = new Map<string, Promise<string>>();
/** Hashing is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hashed = hashCache.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashCache.set(password, hashed);
  }
  return hashed;
}

export const DEFAULT_TEST_PASSWORD = 'richtig-gutes-passwort';

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  gender?: 'FE' | 'MA' | 'DI';
  dateOfBirth?: string | null;
  job?: Job | null;
  isStaff?: boolean;
  isSuperuser?: boolean;
  isPremium?: boolean;
  isActive?: boolean;
  isDemo?: boolean;
  emailConfirmed?: boolean;
  acceptedTosAt?: Date | null;
  hasAcceptedNewsletter?: boolean;
  otpSecret?: string | null;
  organisationId?: number | null;
  employeeVerified?: boolean;
  subscriptions?: { type: SubscriptionType; manufacturerId?: number | null }[];
  grants?: { permission: Permission; granted: boolean }[];
  referredById?: number | null;
  knowledgeScore?: number;
}

export async function createUser(db: Executor, input: UserFactoryInput = {}) {
  const id = next();
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? `user-${id}@test.apopunkt.de`,
      passwordHash: await cachedHash(input.password ?? DEFAULT_TEST_PASSWORD),
      firstName: input.firstName ?? 'Erika',
      lastName: input.lastName ?? 'Mustermann',
      gender: input.gender ?? 'FE',
      dateOfBirth: input.dateOfBirth === undefined ? '1990-05-17' : input.dateOfBirth,
      job: input.job === undefined ? 'PTA' : input.job,
      isStaff: input.isStaff ?? false,
      isSuperuser: input.isSuperuser ?? false,
      isPremium: input.isPremium ?? false,
      isActive: input.isActive ?? true,
      isDemo: input.isDemo ?? false,
      emailConfirmedAt: input.emailConfirmed === false ? null : new Date(),
      acceptedTosAt: input.acceptedTosAt === undefined ? new Date() : input.acceptedTosAt,
      hasAcceptedNewsletter: input.hasAcceptedNewsletter ?? false,
      otpSecret: input.otpSecret ?? null,
      is2faEnabled: !!input.otpSecret,
      referrerCode: friendlyCode(8),
      referredById: input.referredById ?? null,
      knowledgeScore: input.knowledgeScore ?? 0,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (input.organisationId !== undefined || input.employeeVerified !== undefined) {
    await db.insert(employees).values({
      userId: user.id,
      organisationId: input.organisationId ?? null,
      isVerified: input.employeeVerified ?? false,
      verifiedAt: input.employeeVerified ? new Date() : null,
      lastOrganisationChangeAt: new Date(),
    });
  }
  for (const sub of input.subscriptions ?? []) {
    await db
      .insert(subscriptions)
      .values({ userId: user.id, type: sub.type, manufacturerId: sub.manufacturerId ?? null });
  }
  for (const grant of input.grants ?? []) {
    await db.insert(userPermissions).values({ userId: user.id, ...grant });
  }
  return user;
}

export async function createOrganisation(
  db: Executor,
  input: Partial<{
    name: string;
    type: 'PHA' | 'SCH' | 'OTH';
    street: string;
    zip: string;
    city: string;
    isVerified: boolean;
  }> = {},
) {
  const [org] = await db
    .insert(organisations)
    .values({
      name: input.name ?? `Test-Apotheke ${next()}`,
      type: input.type ?? 'PHA',
      street: input.street ?? 'Hauptstraße 1',
      zip: input.zip ?? '10115',
      city: input.city ?? 'Berlin',
      isVerified: input.isVerified ?? true,
    })
    .returning();
  if (!org) throw new Error('organisation not created');
  return org;
}

export async function createManufacturer(db: Executor, input: Partial<{ slug: string; name: string }> = {}) {
  const id = next();
  const [row] = await db
    .insert(manufacturers)
    .values({ slug: input.slug ?? `hersteller-${id}`, name: input.name ?? `Hersteller ${id}` })
    .returning();
  if (!row) throw new Error('manufacturer not created');
  return row;
}

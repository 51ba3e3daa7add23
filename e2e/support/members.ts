import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { waitForMail } from './mailbox';
import { apiToken, DEMO_PASSWORD } from './session';

export interface FreshMember {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

interface FreshMemberOptions {
  firstName?: string;
  job?: 'PTA' | 'PKA' | 'PHO' | 'APOTHEKER';
  /** Staff verify the employment at the (verified) Rosen-Apotheke, which makes the member premium. */
  premium?: boolean;
}

/**
 * A member of one's own, registered the way a person registers (mailed code, then the form's
 * call), so a test can change and assert state no other test touches, and e2e files can run in
 * parallel workers. The workplace is the demo's Rosen-Apotheke.
 */
export async function registerFreshMember(
  request: APIRequestContext,
  { firstName = 'Test', job = 'PTA', premium = false }: FreshMemberOptions = {},
): Promise<FreshMember> {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 12)}@e2e.example.de`;
  const sent = await request.post('/api/v1/users/email/verification', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await waitForMail(email, /\b(\d{6})\b/);

  const workplace = await apiJson<{ results: { id: number; name: string }[] }>(
    request.get('/api/v1/organisations?search=Rosen-Apotheke'),
  );
  const rosen = workplace.results.find((organisation) => organisation.name === 'Rosen-Apotheke');
  expect(rosen, 'the demo data has the Rosen-Apotheke').toBeDefined();

  const tokens = await apiJson<{ access: string }>(
    request.post('/api/v1/users', {
      data: {
        emailVerificationCode: code,
        email,
        password: DEMO_PASSWORD,
        passwordRepeat: DEMO_PASSWORD,
        firstName,
        lastName: 'Probe',
        gender: 'FE',
        dateOfBirth: '1995-05-05',
        job,
        currentPlace: rosen?.id,
        hasAcceptedTerms: true,
      },
    }),
  );
  const me = await apiJson<{ id: number }>(
    request.get('/api/v1/me', { headers: { Authorization: `Bearer ${tokens.access}` } }),
  );
  if (premium) await verifyEmploymentByStaff(request, me.id);
  return { id: me.id, email, password: DEMO_PASSWORD, firstName };
}

/** Staff verify the member's employment at the (verified) Rosen-Apotheke, which makes them premium. */
export async function verifyEmploymentByStaff(request: APIRequestContext, memberId: number): Promise<void> {
  const staff = await apiToken(request, 'admin@demo.apopunkt.de');
  await apiJson(
    request.post(`/api/v1/admin/users/${memberId}/employee/verification`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: {},
    }),
  );
}

/** Staff switch the member's premium off again: verified, not premium (as the seeded team5, 10, …). */
export async function withdrawPremiumByStaff(request: APIRequestContext, memberId: number): Promise<void> {
  const staff = await apiToken(request, 'admin@demo.apopunkt.de');
  await apiJson(
    request.patch(`/api/v1/admin/users/${memberId}`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: { isPremium: false },
    }),
  );
}

async function apiJson<T = unknown>(pending: ReturnType<APIRequestContext['get']>): Promise<T> {
  const res = await pending;
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

import type { SubmissionBody } from '@apopunkt/domain/schemas/attempts';
import { startAttempt, submitAttempt } from '../modules/attempts';
import type { AuthUser } from '../modules/users';
import type { TestContext } from './test-app';

/** Plays a module through the learning services (as the API does): starts and submits an attempt. */
export async function playThrough(
  ctx: Pick<TestContext, 'app'>,
  user: AuthUser,
  slug: string,
  answers: SubmissionBody['answers'],
) {
  const attempt = await startAttempt(ctx.app.deps, user, slug);
  return submitAttempt(ctx.app.deps, user, attempt.id, { answers });
}

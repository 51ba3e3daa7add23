import type { PageEncoding } from '@apopunkt/domain/schemas/member-page-worker';
import type { ResolvedDeps } from '../../deps';
import { accessForLiveSession } from '../auth';
import { loadSessionUser } from '../users';
import { loadMemberHomeData } from './member-page-data';
import type { MemberPageRenderer, RenderedPage } from './member-page-renderer';
import { createPageSessionCodec } from './page-session';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'keys' | 'config' | 'userCache' | 'readModels'>;

/** Brotli, else gzip, else plain: what the browser accepts. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * `work`'s result, or null once `ms` have passed (a render still queued then is skipped by the
 * worker, one running goes on and its late result is dropped).
 */
function withinBudget<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function draw(
  deps: Deps,
  renderer: MemberPageRenderer,
  input: { cookie: string; path: string; acceptEncoding: string | undefined; deadline: number },
): Promise<RenderedPage | null> {
  const session = createPageSessionCodec(deps.keys, () => deps.clock.now()).verify(input.cookie);
  if (!session) return null;
  const access = await accessForLiveSession(deps, session);
  if (!access) return null;
  const found = await loadSessionUser(deps, session.userId, { id: session.familyId, now: deps.clock.now() });
  if (!found?.user.isActive || !found.sessionLive) return null;
  const data = await loadMemberHomeData(deps, { user: found.user, profile: found.profile, access });
  return renderer.render({
    path: input.path,
    data,
    encoding: pageEncoding(input.acceptEncoding),
    deadline: input.deadline,
  });
}

/**
 * The member's page at `path`, drawn by the server, when the page-session cookie names a session
 * that still lives; null otherwise (no, a forged or an ended session, a blocked member, or no
 * drawing within `budgetMs`), and the caller sends the page every visitor gets. The page is drawn
 * from what the member's own calls would answer, read from the services directly.
 */
export async function drawMemberPage(
  deps: Deps,
  renderer: MemberPageRenderer,
  input: { cookie: string | undefined; path: string; acceptEncoding: string | undefined; budgetMs: number },
): Promise<RenderedPage | null> {
  const { cookie } = input;
  if (!cookie) return null;
  const deadline = Date.now() + input.budgetMs;
  return withinBudget(draw(deps, renderer, { ...input, cookie, deadline }), input.budgetMs);
}

import { AppError } from '@apopunkt/domain/errors';
import type { DrawnPage } from '@apopunkt/domain/rules/drawn-pages';
import { HOME_PATH, landingPath } from '@apopunkt/domain/rules/landing';
import type { DrawnPageData, PageEncoding } from '@apopunkt/domain/schemas/member-page-worker';
import type { ResolvedDeps } from '../../deps';
import { accessForLiveSession } from '../auth';
import { type AuthUser, loadSessionUser } from '../users';
import { type DrawnFor, loadMemberHomeData, recordDrawnPopupView } from './member-page-data';
import type { MemberPageRenderer, RenderedPage } from './member-page-renderer';
import { loadModuleDashboardData } from './module-dashboard-page-data';
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

interface DrawInput {
  /** The page-session cookie. */
  cookie: string;
  /** The popup-closed cookie (domain constants/popup-cookie.ts), if any. */
  closedPopup?: string;
  path: string;
  /** The page at `path` (rules/drawn-pages.ts drawnPageOf). */
  drawn: DrawnPage;
  acceptEncoding: string | undefined;
}

/** A drawn page with what it was drawn from, for the work left once it is sure to be sent. */
interface DrawnResult {
  page: RenderedPage;
  user: AuthUser;
  data: DrawnPageData;
}

/** The data of the page to draw, or null when there is none to draw for this person. */
async function loadPageData(deps: Deps, member: DrawnFor, input: DrawInput): Promise<DrawnPageData | null> {
  if (input.drawn.kind === 'moduleDashboard') {
    // Another manufacturer's or an unknown module, no subscription: the plain page, whose app says so.
    return loadModuleDashboardData(deps, member, input.drawn.slug).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  }
  // A manager or field service opening `/` is sent to their dashboard by the app: no Home to draw.
  if (landingPath(member.user) !== HOME_PATH) return null;
  return loadMemberHomeData(deps, member, input.closedPopup);
}

async function draw(
  deps: Deps,
  renderer: MemberPageRenderer,
  input: DrawInput & { deadline: number },
): Promise<DrawnResult | null> {
  const session = createPageSessionCodec(deps.keys, () => deps.clock.now()).verify(input.cookie);
  if (!session) return null;
  const access = await accessForLiveSession(deps, session);
  if (!access) return null;
  const found = await loadSessionUser(deps, session.userId, { id: session.familyId, now: deps.clock.now() });
  if (!found?.user.isActive || !found.sessionLive) return null;
  const data = await loadPageData(deps, { user: found.user, profile: found.profile, access }, input);
  if (!data) return null;
  const page = await renderer.render({
    path: input.path,
    data,
    encoding: pageEncoding(input.acceptEncoding),
    deadline: input.deadline,
  });
  return page ? { page, user: found.user, data } : null;
}

/**
 * The person's page at `path` (Home, a module's dashboard: rules/drawn-pages.ts), drawn by the server, when the page-session cookie names a session
 * that still lives; null otherwise (no, a forged or an ended session, a blocked member, or no
 * drawing within `budgetMs`), and the caller sends the page every visitor gets. The page is drawn
 * from what the member's own calls would answer, read from the services directly. A popup drawn
 * on it has its view recorded here, only for a page drawn in time (the plain page's app reports it).
 */
export async function drawMemberPage(
  deps: Deps,
  renderer: MemberPageRenderer,
  input: Omit<DrawInput, 'cookie'> & { cookie: string | undefined; budgetMs: number },
): Promise<RenderedPage | null> {
  const { cookie } = input;
  if (!cookie) return null;
  const deadline = Date.now() + input.budgetMs;
  const drawn = await withinBudget(draw(deps, renderer, { ...input, cookie, deadline }), input.budgetMs);
  if (!drawn) return null;
  await recordDrawnPopupView(deps, drawn.user, drawn.data);
  return drawn.page;
}

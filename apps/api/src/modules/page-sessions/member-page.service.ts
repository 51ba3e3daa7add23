import type { PageEncoding } from '@apopunkt/domain/schemas/member-page-worker';
import type { ResolvedDeps } from '../../deps';
import { accessForLiveSession } from '../auth';
import type { MemberPageRenderer, RenderedPage } from './member-page-renderer';
import { createPageSessionCodec } from './page-session';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'keys'>;

/** Brotli, else gzip, else plain: what the browser accepts. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The member's page at `path`, drawn by the server, when the page-session cookie names a session
 * that still lives; null otherwise (no, a forged or an ended session, or no drawing in time), and
 * the caller sends the page every visitor gets. The render reads with a short-lived access token of
 * that session, so it sees exactly what the member's own calls would.
 */
export async function drawMemberPage(
  deps: Deps,
  renderer: MemberPageRenderer,
  input: { cookie: string | undefined; path: string; acceptEncoding: string | undefined },
): Promise<RenderedPage | null> {
  if (!input.cookie) return null;
  const session = createPageSessionCodec(deps.keys, () => deps.clock.now()).verify(input.cookie);
  if (!session) return null;
  const access = await accessForLiveSession(deps, session);
  if (!access) return null;
  return renderer.render({ path: input.path, access, encoding: pageEncoding(input.acceptEncoding) });
}

import { POPUP_INTERACTION } from '@apopunkt/domain/constants/engagement';
import { LATEST_ROW_QUERIES, type LatestRow } from '@apopunkt/domain/constants/modules';
import { CAN_VIEW_COMPETITIONS, CAN_VIEW_QUESTS } from '@apopunkt/domain/constants/permissions';
import { isReportedViewer } from '@apopunkt/domain/rules/popups';
import { competitionListQuerySchema } from '@apopunkt/domain/schemas/competitions';
import { moduleListQuerySchema } from '@apopunkt/domain/schemas/learning-modules';
import type { DrawnPageData, HomePageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { CurrentPopup } from '@apopunkt/domain/schemas/popups';
import type { ResolvedDeps } from '../../deps';
import { listCompetitions } from '../competitions';
import { getAdGroup, listModules } from '../learning-modules';
import { currentPopup, reportPopupInteraction } from '../popups';
import { listQuests } from '../quests';
import { type AuthUser, serializeUser, type UserProfileData } from '../users';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'userCache' | 'readModels'>;

/** The signed-in person a page is drawn for, as the page session names them. */
export interface DrawnFor {
  user: AuthUser;
  profile: UserProfileData;
  access: string;
}

/** The editors' picks on Home (GET /v1/ad-groups/1, spec §7). */
const EDITORS_PICKS_GROUP_ID = 1;

/** A service's result as its route sends it: Dates become ISO strings, as in the API's JSON. */
export function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** What every drawn page carries: the session's access token, the person (GET /v1/me) and GET /v1/config. */
export function drawnPageBase(deps: Pick<Deps, 'config'>, member: DrawnFor) {
  const { config } = deps;
  return {
    access: member.access,
    me: serializeUser(member.profile),
    config: {
      productName: config.PRODUCT_NAME,
      serverVersion: config.version,
      adminBackendUrl: config.ADMIN_BACKEND_URL,
      supportEmail: config.SUPPORT_EMAIL,
      sentryDsn: config.SENTRY_DSN ?? null,
    },
  };
}

/** A row's query as it arrives in the address: every value a string, read by the route's schema. */
function latestRowQuery(row: LatestRow) {
  return moduleListQuerySchema.parse(
    Object.fromEntries(Object.entries(LATEST_ROW_QUERIES[row]).map(([key, value]) => [key, String(value)])),
  );
}

/**
 * What the member's Home is drawn from: the answers Home's calls would get, read from the services
 * those routes call, with the member the page session names (no HTTP round trip, no token check).
 * The popup is what GET /v1/popups answers the member: none when they closed it (on record, or in
 * `closedPopup`, this browser's popup-closed cookie).
 */
export async function loadMemberHomeData(deps: Deps, member: DrawnFor, closedPopup?: string): Promise<HomePageData> {
  const { user } = member;
  const rows = Object.keys(LATEST_ROW_QUERIES) as LatestRow[];
  const [quests, competitions, editorsPicks, popup, ...latest] = await Promise.all([
    user.permissions.includes(CAN_VIEW_QUESTS) ? listQuests(deps, user) : null,
    user.permissions.includes(CAN_VIEW_COMPETITIONS)
      ? listCompetitions(deps, user, competitionListQuerySchema.parse({ order_by: '-visible_from', limit: '500' }))
      : null,
    // A missing group is an error answer (404): the app asks for it itself, as without the drawing.
    getAdGroup(deps, user, EDITORS_PICKS_GROUP_ID).catch(() => null),
    currentPopup(deps, user, closedPopup),
    ...rows.map((row) => listModules(deps, user, latestRowQuery(row))),
  ]);
  return asJson({
    kind: 'home',
    ...drawnPageBase(deps, member),
    quests,
    competitions,
    editorsPicks,
    popup,
    popupViewRecorded: !!popup.popup && isReportedViewer(user),
    // Only the results are used (the web keeps no page links of these rows).
    latest: Object.fromEntries(
      rows.map((row, index) => [
        row,
        { count: latest[index]?.count ?? 0, next: null, previous: null, results: latest[index]?.results ?? [] },
      ]),
    ),
  }) as HomePageData;
}

/**
 * Records the view of the popup drawn on the member's Home (the service POST /v1/popups calls), once
 * the page is drawn and about to be sent; the page's data told the app so (popupViewRecorded).
 */
export async function recordDrawnPopupView(
  deps: Deps,
  user: { id: number; isStaff: boolean; isSuperuser: boolean },
  data: DrawnPageData,
): Promise<void> {
  if (data.kind !== 'home') return;
  const uuid = (data.popup as CurrentPopup).popup?.uuid;
  if (!data.popupViewRecorded || !uuid) return;
  await reportPopupInteraction(deps, user, { uuid, type: POPUP_INTERACTION.seen });
}

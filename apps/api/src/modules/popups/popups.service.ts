import { ENGAGEMENT_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isClosedVersion, isPopupClosed, isReportedViewer } from '@apopunkt/domain/rules/popups';
import type { ClosePopupBody, CurrentPopup, Popup, PopupInteractionBody } from '@apopunkt/domain/schemas/popups';
import type { ResolvedDeps } from '../../deps';
import { findCurrentPopup, findPopup, insertPopupEvent, type PopupRow, upsertClosure } from './popups.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

export function toPopup(row: PopupRow): Popup {
  return {
    uuid: row.uuid,
    image: row.image,
    imageMobile: row.imageMobile,
    link: row.link,
    shortDescription: row.shortDescription,
    linkAndDescriptionOnDesktop: row.linkAndDescriptionOnDesktop,
    version: row.version,
  };
}

const notFound = () => new AppError('NOT_FOUND', ENGAGEMENT_ERRORS.popupNotFound);

/**
 * `GET /v1/popups` (and the member's Home drawn on the server): the current popup, or none when
 * the member closed it in this version (issue 36): on record, so on every device and after every
 * sign-in, or in this browser's popup-closed cookie (`closedCookie`), which is then put on record
 * (a popup closed before the server kept closures stays closed on the member's other devices).
 */
export async function currentPopup(
  deps: Deps,
  member: { id: number },
  closedCookie?: string | null,
): Promise<CurrentPopup> {
  const found = await findCurrentPopup(deps.db, deps.clock.now(), member.id);
  if (!found || isClosedVersion(found.closedVersion, found.row.version)) return { popup: null };
  const { row } = found;
  const popup = toPopup(row);
  if (!isPopupClosed(closedCookie, popup, member.id)) return { popup };
  await upsertClosure(deps.db, {
    userId: member.id,
    popupUuid: row.uuid,
    version: row.version,
    closedAt: deps.clock.now(),
  });
  return { popup: null };
}

/**
 * `PUT /v1/popups/{uuid}/closed {version}`: the member closed (or clicked) this version of the
 * popup; it stays hidden from them until staff change it. A version the popup has not reached yet
 * counts as its current one, so that staff's next change shows again.
 */
export async function closePopupForMember(
  deps: Deps,
  member: { id: number },
  uuid: string,
  body: ClosePopupBody,
): Promise<void> {
  const popup = await findPopup(deps.db, uuid);
  if (!popup) throw notFound();
  await upsertClosure(deps.db, {
    userId: member.id,
    popupUuid: popup.uuid,
    version: Math.min(body.version, popup.version),
    closedAt: deps.clock.now(),
  });
}

/**
 * `POST /v1/popups {uuid, type}`: records a view (0) or click (1) of a member. Staff and
 * superusers are not reported (spec §4): their interactions are accepted and not stored.
 */
export async function reportPopupInteraction(
  deps: Deps,
  user: { id: number; isStaff: boolean; isSuperuser: boolean },
  body: PopupInteractionBody,
): Promise<void> {
  const popup = await findPopup(deps.db, body.uuid);
  if (!popup) throw notFound();
  if (!isReportedViewer(user)) return;
  await insertPopupEvent(deps.db, {
    popupUuid: popup.uuid,
    userId: user.id,
    type: body.type,
    createdAt: deps.clock.now(),
  });
}

import { ENGAGEMENT_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isReportedViewer } from '@apopunkt/domain/rules/popups';
import type { CurrentPopup, Popup, PopupInteractionBody } from '@apopunkt/domain/schemas/popups';
import type { ResolvedDeps } from '../../deps';
import { findCurrentPopup, findPopup, insertPopupEvent, type PopupRow } from './popups.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

export function toPopup(row: PopupRow): Popup {
  return {
    uuid: row.uuid,
    image: row.image,
    imageMobile: row.imageMobile,
    link: row.link,
    shortDescription: row.shortDescription,
    linkAndDescriptionOnDesktop: row.linkAndDescriptionOnDesktop,
  };
}

/** `GET /v1/popups`: the current popup or none. */
export async function currentPopup(deps: Deps): Promise<CurrentPopup> {
  const row = await findCurrentPopup(deps.db, deps.clock.now());
  return { popup: row ? toPopup(row) : null };
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
  if (!popup) throw new AppError('NOT_FOUND', ENGAGEMENT_ERRORS.popupNotFound);
  if (!isReportedViewer(user)) return;
  await insertPopupEvent(deps.db, {
    popupUuid: popup.uuid,
    userId: user.id,
    type: body.type,
    createdAt: deps.clock.now(),
  });
}

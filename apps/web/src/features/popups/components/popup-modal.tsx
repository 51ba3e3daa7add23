import { isPopupClosed, isReportedViewer } from '@apopunkt/domain/rules/popups';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { drawnModalProps } from '../../../components/ui/drawn-modal';
import { ScreenPicture } from '../../../components/ui/screen-picture';
import { closePopupOnServer } from '../api/close-popup';
import { usePopup } from '../api/get-popup';
import { POPUP_INTERACTION, reportPopup } from '../api/report-popup';
import { closePopup, useClosedPopup } from '../lib/closed-popup';
import { takeViewRecordedByServer } from '../lib/view-recorded-by-server';

/**
 * The Home popup (spec §4): shown unless the member closed it in this version (issue 36): the server
 * leaves out one they closed on any device, and this browser's popup-closed cookie hides it at once
 * (a new popup, or staff's change of it, shows again); closing or clicking hides it, for good. A view is reported once when it shows (unless the
 * server recorded it when it drew the page), a click on click; staff and superusers are not
 * reported. Load failures show nothing. It is drawn in place, so a member's Home drawn on the
 * server shows it from the first paint; its buttons and links work once the app has taken over
 * (public/start-app.js holds a click until then). Phone and desktop differ by CSS alone.
 */
export function PopupModal({ viewer }: { viewer: { id: number; isStaff: boolean; isSuperuser: boolean } }) {
  const popup = usePopup().data?.popup ?? null;
  const closed = useClosedPopup();
  const reported = useRef<string | null>(null);
  const reports = isReportedViewer(viewer);
  const shown = popup && !isPopupClosed(closed, popup, viewer.id) ? popup : null;

  useEffect(() => {
    if (!shown || !reports || reported.current === shown.uuid) return;
    reported.current = shown.uuid;
    if (!takeViewRecordedByServer(shown.uuid)) void reportPopup(shown.uuid, POPUP_INTERACTION.seen);
  }, [shown, reports]);

  if (!shown) return null;
  const hide = () => {
    closePopup(viewer.id, shown);
    void closePopupOnServer(shown);
  };
  const click = () => {
    if (reports) void reportPopup(shown.uuid, POPUP_INTERACTION.clicked);
    hide();
  };
  // Text and link below the picture on phones; on wider screens only when staff asked for them.
  const textHiddenFrom = shown.linkAndDescriptionOnDesktop ? undefined : 'sm';
  const picture = (
    <ScreenPicture
      images={{ banner: shown.image, tile: shown.imageMobile }}
      alt={shown.shortDescription || 'Hinweis'}
      radius="sm"
      fit="contain"
    />
  );

  return (
    <Modal
      {...drawnModalProps('Neuigkeiten')}
      opened
      onClose={hide}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
      data-popup={shown.uuid}
    >
      <Stack gap="sm">
        {shown.link ? (
          <Anchor
            component={Link}
            to={shown.link}
            onClick={click}
            aria-label={shown.shortDescription || 'Mehr erfahren'}
          >
            {picture}
          </Anchor>
        ) : (
          picture
        )}
        {shown.shortDescription && <Text hiddenFrom={textHiddenFrom}>{shown.shortDescription}</Text>}
        {shown.link && (
          <Anchor component={Link} to={shown.link} onClick={click} fw={600} hiddenFrom={textHiddenFrom}>
            Mehr erfahren
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}

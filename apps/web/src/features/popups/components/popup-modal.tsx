import { isReportedViewer, type PopupHideState, popupStateFor } from '@apopunkt/domain/rules/popups';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FramedImage, screenImage } from '../../../components/ui/framed-image';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { usePopup } from '../api/get-popup';
import { POPUP_INTERACTION, reportPopup } from '../api/report-popup';

const STORAGE_KEY = 'apopunkt.popup';

function readState(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

function writeState(state: PopupHideState) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // private mode: the popup just shows again next time
  }
}

/**
 * The Home popup (spec §4): shown while the stored state of this popup id says not hidden (a new
 * id starts visible); closing or clicking hides it. A view is reported once when it shows, a
 * click on click; staff and superusers are not reported. Load failures show nothing.
 */
export function PopupModal({ viewer }: { viewer: { isStaff: boolean; isSuperuser: boolean } }) {
  const popup = usePopup().data?.popup ?? null;
  const small = useSmallScreen();
  const [state, setState] = useState<PopupHideState | null>(null);
  const reported = useRef<string | null>(null);
  const reports = isReportedViewer(viewer);

  useEffect(() => {
    if (!popup) return;
    const next = popupStateFor(readState(), popup.uuid);
    writeState(next);
    setState(next);
    if (!next.hide && reports && reported.current !== popup.uuid) {
      reported.current = popup.uuid;
      void reportPopup(popup.uuid, POPUP_INTERACTION.seen);
    }
  }, [popup, reports]);

  if (!popup || !state || state.hide) return null;
  const hide = () => {
    const next = { uuid: popup.uuid, hide: true };
    writeState(next);
    setState(next);
  };
  const click = () => {
    if (reports) void reportPopup(popup.uuid, POPUP_INTERACTION.clicked);
    hide();
  };
  const image = screenImage(small, { banner: popup.image, tile: popup.imageMobile });
  const showText = small || popup.linkAndDescriptionOnDesktop;
  const alt = popup.shortDescription || 'Hinweis';
  const picture = image ? <FramedImage {...image} alt={alt} radius="sm" fit="contain" /> : null;

  return (
    <Modal
      opened
      onClose={hide}
      title="Neuigkeiten"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Stack gap="sm">
        {popup.link ? (
          <Anchor
            component={Link}
            to={popup.link}
            onClick={click}
            aria-label={popup.shortDescription || 'Mehr erfahren'}
          >
            {picture}
          </Anchor>
        ) : (
          picture
        )}
        {showText && popup.shortDescription && <Text>{popup.shortDescription}</Text>}
        {showText && popup.link && (
          <Anchor component={Link} to={popup.link} onClick={click} fw={600}>
            Mehr erfahren
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}

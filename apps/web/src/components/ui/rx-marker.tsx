import { MESSAGES } from '@apopunkt/domain/messages';
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';

/** Prescription-only marker, shown to staff on Rx products and their modules (spec §2). */
export function RxMarker() {
  return (
    <Tooltip label={MESSAGES.rxMarker} multiline w={220}>
      <Badge color="red.9" variant="filled" tt="none">
        <span aria-hidden="true">Rx</span>
        <VisuallyHidden>Rx: {MESSAGES.rxMarker}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

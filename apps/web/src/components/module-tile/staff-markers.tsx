import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useCurrentUser } from '../../lib/auth';
import { RxMarker } from '../ui/rx-marker';

/** The staff tooltip for a module nobody else sees: invisible, inactive loft, or both (spec §2). */
export function hiddenReason(module: Pick<ModuleForUser, 'isVisible' | 'product'>): string | null {
  const inactiveLoft = module.product !== null && !module.product.isActive;
  if (!module.isVisible && inactiveLoft) return 'Dieses Modul ist unsichtbar und sein Loft ist inaktiv.';
  if (!module.isVisible) return 'Dieses Modul ist unsichtbar.';
  if (inactiveLoft) return 'Das Loft zu diesem Modul ist inaktiv.';
  return null;
}

/** Markers only staff see: prescription-only product, invisible module, inactive loft. */
export function StaffMarkers({ module }: { module: Pick<ModuleForUser, 'isVisible' | 'product'> }) {
  const user = useCurrentUser();
  if (!user?.isStaff) return null;
  const hidden = hiddenReason(module);
  const rx = module.product?.isRxProduct ?? false;
  if (!hidden && !rx) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {rx && <RxMarker />}
      {hidden && (
        <Tooltip label={hidden} multiline w={220}>
          <Badge color="gray.7" variant="filled" leftSection={<IconEyeOff size={14} aria-hidden="true" />}>
            Verborgen<VisuallyHidden>: {hidden}</VisuallyHidden>
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

import { MESSAGES } from '@apopunkt/domain/messages';
import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBulb, IconCoinOff, IconCoins } from '@tabler/icons-react';

const format = (value: number) => value.toLocaleString('de-DE');

/** Basic modules (type 0) never show the exhausted note (spec §2 "exhausted non-basic modules"). */
function showsExhausted(module: ModuleForUser): boolean {
  return module.isExhausted && module.type !== 0;
}

/**
 * Knowledge points and premium points of a module with the tooltips of spec §2; an exhausted
 * budget replaces the premium points by the manufacturer note.
 */
export function ModulePoints({ module }: { module: ModuleForUser }) {
  const exhausted = showsExhausted(module);
  return (
    <Group gap={6} wrap="nowrap">
      {module.knowledgeValue > 0 && (
        <Tooltip label={MESSAGES.tooltipKnowledge}>
          <Badge variant="light" color="apo" leftSection={<IconBulb size={14} aria-hidden="true" />}>
            <VisuallyHidden>{MESSAGES.tooltipKnowledge}: </VisuallyHidden>
            {format(module.knowledgeValue)}
          </Badge>
        </Tooltip>
      )}
      {exhausted ? (
        <Tooltip label={MESSAGES.exhaustedModule} multiline w={240}>
          <Badge variant="light" color="gray" leftSection={<IconCoinOff size={14} aria-hidden="true" />}>
            <VisuallyHidden>{MESSAGES.exhaustedModule}</VisuallyHidden>
            <span aria-hidden="true">0</span>
          </Badge>
        </Tooltip>
      ) : (
        module.premiumValue > 0 && (
          <Tooltip label={MESSAGES.tooltipPremium}>
            <Badge variant="filled" color="yellow.3" leftSection={<IconCoins size={14} aria-hidden="true" />}>
              <VisuallyHidden>{MESSAGES.tooltipPremium}: </VisuallyHidden>
              {format(module.premiumValue)}
            </Badge>
          </Tooltip>
        )
      )}
    </Group>
  );
}

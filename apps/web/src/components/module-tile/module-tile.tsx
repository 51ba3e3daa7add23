import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import cardLink from '../ui/card-link.module.css';
import { ModulePoints } from './module-points';
import classes from './module-tile.module.css';
import { ModuleTypeLabel } from './module-type-label';
import { StaffMarkers } from './staff-markers';

interface ModuleTileProps {
  module: ModuleForUser;
  /** Heading level of the module name inside its section (default 3). */
  headingOrder?: TitleOrder;
  /** Who of the member's pharmacy recommended the module ("Empfohlen von …", issue 37 §4). */
  recommendedBy?: string;
}

/**
 * One module as a tile (spec §2 "Module tiles"): thumbnail, type, name, short description,
 * knowledge and premium points, "Neu", completed check and the staff markers; opens the player.
 * The link is the module's name, so its name is the text it shows (WCAG 2.5.3); it covers the
 * whole tile (components/ui/card-link.module.css), which stays clickable everywhere but on the row of points and
 * markers, whose tooltips need the pointer. The rest of the tile describes the link.
 */
export function ModuleTile({ module, headingOrder = 3, recommendedBy }: ModuleTileProps) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" className={`${classes.card} ${cardLink.card}`} data-testid="module-tile">
      <Card.Section className={classes.media}>
        <AspectRatio ratio={16 / 10}>
          {module.thumbnail ? (
            <Image src={module.thumbnail} alt="" loading="lazy" />
          ) : (
            <div style={{ background: 'var(--mantine-color-apo-0)' }} />
          )}
        </AspectRatio>
        <div className={classes.flags} id={`${id}-flags`}>
          {module.isNew && (
            <Badge color="grape.8" variant="filled">
              Neu
            </Badge>
          )}
          {module.completed && (
            <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheckFilled size={14} aria-hidden="true" />}>
              Abgeschlossen
            </Badge>
          )}
        </div>
      </Card.Section>
      <Stack gap={6} mt="sm" flex={1}>
        <Text id={`${id}-meta`} size="xs" fw={700} c="apo.8" tt="uppercase">
          <ModuleTypeLabel type={module.type} />
        </Text>
        <Title order={headingOrder} size="h4" lineClamp={2}>
          <Link
            to={paths.Play.href(module.slug)}
            className={cardLink.link}
            aria-describedby={`${id}-meta ${recommendedBy ? `${id}-recommended ` : ''}${id}-flags ${id}-description ${id}-points`}
          >
            {module.name}
          </Link>
        </Title>
        {recommendedBy && (
          <Text id={`${id}-recommended`} size="sm" fw={600} c="grape.9" lineClamp={1}>
            Empfohlen von {recommendedBy}
          </Text>
        )}
        <Text id={`${id}-description`} size="sm" c="dimmed" lineClamp={3}>
          {module.shortDescription}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md" gap="xs" className={cardLink.raised}>
        <div id={`${id}-points`}>
          <ModulePoints module={module} />
        </div>
        <StaffMarkers module={module} />
      </Group>
    </Card>
  );
}

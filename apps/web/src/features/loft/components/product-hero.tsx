import type { ProductPage } from '@apopunkt/domain/schemas/products';
import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RxMarker } from '../../../components/ui/rx-marker';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';

/** Banner, name (h1), manufacturer, description and tags of a product; staff see Rx and inactive markers. */
export function ProductHero({ product }: { product: ProductPage }) {
  usePageTitle(product.name);
  const staff = useCurrentUser()?.isStaff ?? false;
  return (
    <Stack gap="md">
      {product.banner && <Image src={product.banner} alt="" radius="md" />}
      <Stack gap={6}>
        <Anchor component={Link} to={paths.Manufacturer.href(product.manufacturer.slug)} size="sm" fw={600}>
          {product.manufacturer.name}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1}>{product.name}</Title>
          {staff && product.isRxProduct && <RxMarker />}
          {staff && !product.isActive && (
            <Badge color="gray.7" variant="filled">
              Loft inaktiv
            </Badge>
          )}
        </Group>
        <Text size="lg">{product.description}</Text>
      </Stack>
      {product.tags.length > 0 && (
        <Group gap={6} component="ul" aria-label="Schlagwörter" p={0} m={0} style={{ listStyle: 'none' }}>
          {product.tags.map((tag) => (
            <Badge key={tag} component="li" variant="light" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

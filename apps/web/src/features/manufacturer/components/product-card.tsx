import type { ProductListItem } from '@apopunkt/domain/schemas/products';
import { AspectRatio, Badge, Card, Group, Image, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RxMarker } from '../../../components/ui/rx-marker';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';

/** A product of the manufacturer, linking to its loft; staff see the Rx and inactive markers. */
export function ProductCard({ product }: { product: ProductListItem }) {
  const staff = useCurrentUser()?.isStaff ?? false;
  return (
    <Card component={Link} to={paths.Loft.href(product.slug)} withBorder radius="md" padding="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={16 / 10}>
          {product.thumbnail ? (
            <Image src={product.thumbnail} alt="" loading="lazy" />
          ) : (
            <div style={{ background: 'var(--mantine-color-apo-0)' }} />
          )}
        </AspectRatio>
      </Card.Section>
      <Title order={3} size="h4" mt="sm">
        {product.name}
      </Title>
      {staff && (product.isRxProduct || !product.isActive) && (
        <Group gap={6} mt="xs">
          {product.isRxProduct && <RxMarker />}
          {!product.isActive && (
            <Badge color="gray.7" variant="filled">
              Loft inaktiv
            </Badge>
          )}
        </Group>
      )}
    </Card>
  );
}

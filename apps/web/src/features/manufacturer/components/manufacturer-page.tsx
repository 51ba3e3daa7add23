import { Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ModuleGrid } from '../../../components/module-tile/module-grid';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { useManufacturer } from '../api/get-manufacturer';
import { ProductCard } from './product-card';

/** A manufacturer's page (spec §2): who they are, their products and their modules. */
export function ManufacturerPage({ slug }: { slug: string }) {
  const manufacturer = useManufacturer(slug);
  usePageTitle(manufacturer.data?.name ?? 'Hersteller');
  if (manufacturer.isPending) {
    return (
      <Center py={80} role="status">
        <Loader />
        <VisuallyHidden>Hersteller wird geladen …</VisuallyHidden>
      </Center>
    );
  }
  if (manufacturer.isError) {
    const missing = isApiError(manufacturer.error) && manufacturer.error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1}>{missing ? 'Hersteller nicht gefunden' : 'Hersteller'}</Title>
        {missing ? (
          <Text>Diesen Hersteller gibt es nicht.</Text>
        ) : (
          <LoadError error={manufacturer.error} onRetry={() => manufacturer.refetch()} />
        )}
      </Stack>
    );
  }
  const { name, description, logo, products, modules } = manufacturer.data;
  return (
    <Stack gap={48}>
      <Group gap="xl" align="center" wrap="wrap">
        {logo && <Image src={logo} alt={`Logo von ${name}`} w={220} radius="md" />}
        <Stack gap="xs" flex={1} miw={260}>
          <Text size="sm" fw={700} c="apo.8" tt="uppercase">
            Hersteller
          </Text>
          <Title order={1}>{name}</Title>
          <Text size="lg">{description}</Text>
        </Stack>
      </Group>
      <Stack gap="md" component="section" aria-labelledby="products-title">
        <Title order={2} id="products-title">
          Produkte
        </Title>
        {products.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyHint title="Zu diesem Hersteller gibt es gerade keine Produkte." />
        )}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="modules-title">
        <Title order={2} id="modules-title">
          Module
        </Title>
        {modules.length > 0 ? (
          <ModuleGrid modules={modules} headingOrder={3} />
        ) : (
          <EmptyHint title="Zu diesem Hersteller gibt es gerade keine Module." />
        )}
      </Stack>
    </Stack>
  );
}

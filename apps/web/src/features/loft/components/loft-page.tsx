import { Button, Center, Grid, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { RichText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useProduct } from '../api/get-product';
import { ProductCompetitions } from './product-competitions';
import { ProductDownloads } from './product-downloads';
import { ProductHero } from './product-hero';
import { ProductModules } from './product-modules';

/** The product page ("Loft", spec §2, §3): banner, details, downloads, modules and competitions. */
export function LoftPage({ slug }: { slug: string }) {
  const product = useProduct(slug);
  if (product.isPending) {
    return (
      <Center py={80} role="status">
        <Loader />
        <VisuallyHidden>Produkt wird geladen …</VisuallyHidden>
      </Center>
    );
  }
  if (product.isError) {
    const missing = isApiError(product.error) && product.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{missing ? 'Produkt nicht gefunden' : 'Produkt'}</Title>
        {missing ? (
          <Text>Dieses Produkt gibt es nicht oder es ist für dich nicht sichtbar.</Text>
        ) : (
          <LoadError error={product.error} onRetry={() => product.refetch()} />
        )}
        <Button component={Link} to={paths.Home.href()} variant="light">
          Zur Startseite
        </Button>
      </Stack>
    );
  }
  const data = product.data;
  return (
    <Stack gap={48}>
      <ProductHero product={data} />
      {(data.customContent || data.downloads.length > 0) && (
        <Grid gap="xl">
          {data.customContent && (
            <Grid.Col span={{ base: 12, md: 8 }} component="section" aria-labelledby="about-title">
              <Title order={2} size="h3" id="about-title" mb="sm">
                Wissenswertes
              </Title>
              <RichText source={data.customContent} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: data.customContent ? 4 : 12 }}>
            <ProductDownloads downloads={data.downloads} />
          </Grid.Col>
        </Grid>
      )}
      <ProductModules
        title="Module zum Produkt"
        text={`Lerne ${data.name} kennen und sammle Punkte.`}
        modules={data.manufacturerModules}
      />
      <ProductModules
        title="Medizinmodule"
        text="Herstellerneutrales Fachwissen zum Thema."
        modules={data.medicineModules}
      />
      <ProductCompetitions competitions={data.competitions} />
    </Stack>
  );
}

import type { AdminProduct } from '@apopunkt/domain/schemas/admin-products';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MediaInput } from '../../../components/forms/media-input';
import { focusFirstError, reportSubmitError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useManufacturerList } from '../api/manufacturers';
import { useSaveProduct } from '../api/products';

/** Create or edit a product page: texts, banner, downloads, tags, Rx and active flags. */
export function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const save = useSaveProduct(product?.id ?? null);
  const manufacturers = useManufacturerList();
  const form = useForm({
    initialValues: {
      name: product?.name ?? '',
      slug: product?.slug ?? '',
      manufacturerId: product ? String(product.manufacturer.id) : (null as string | null),
      description: product?.description ?? '',
      customContent: product?.customContent ?? '',
      isActive: product?.isActive ?? true,
      isRxProduct: product?.isRxProduct ?? false,
      thumbnail: product?.thumbnail ?? '',
      banner: product?.banner ?? '',
      downloads: product?.downloads ?? [],
      tags: product?.tags ?? [],
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Bitte gib einen Namen ein.'),
      manufacturerId: (v) => (v ? null : 'Bitte wähle einen Hersteller.'),
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({
        name: v.name.trim(),
        ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
        manufacturerId: Number(v.manufacturerId),
        description: v.description,
        customContent: v.customContent.trim() || null,
        isActive: v.isActive,
        isRxProduct: v.isRxProduct,
        thumbnail: v.thumbnail.trim() || null,
        banner: v.banner.trim() || null,
        downloads: v.downloads,
        tags: v.tags,
      });
      notify.success('Produkt gespeichert.');
      onDone();
    } catch (error) {
      reportSubmitError(form.setErrors, error);
    }
  }, focusFirstError(form));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput
          label="Kurzadresse"
          description="Leer lassen: wird aus dem Namen gebildet"
          {...form.getInputProps('slug')}
        />
        <Select
          label="Hersteller"
          required
          searchable
          data={(manufacturers.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          {...form.getInputProps('manufacturerId')}
        />
        <Group>
          <Checkbox label="Aktiv" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Checkbox label="Verschreibungspflichtig (Rx)" {...form.getInputProps('isRxProduct', { type: 'checkbox' })} />
        </Group>
        <Textarea label="Beschreibung" autosize minRows={3} {...form.getInputProps('description')} />
        <Textarea label="Seiteninhalt" autosize minRows={4} {...form.getInputProps('customContent')} />
        <MediaInput label="Vorschaubild" kind="image" {...form.getInputProps('thumbnail')} />
        <MediaInput label="Banner" kind="image" {...form.getInputProps('banner')} />
        <TagsInput label="Schlagwörter" {...form.getInputProps('tags')} />
        <Text size="sm" fw={500}>
          Downloads
        </Text>
        {form.values.downloads.map((download, index) => (
          // Downloads have no id; the position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
            <TextInput label="Titel" style={{ flex: 1 }} {...form.getInputProps(`downloads.${index}.title`)} />
            <div style={{ flex: 2, minWidth: 0 }}>
              <MediaInput
                label="Datei (PDF)"
                kind="document"
                value={download.href}
                onChange={(href) => {
                  form.setFieldValue(`downloads.${index}.href`, href);
                  if (!download.fileName)
                    form.setFieldValue(`downloads.${index}.fileName`, href.split('/').pop() ?? '');
                }}
              />
            </div>
            <ActionIcon
              variant="default"
              aria-label={`Download ${index + 1} entfernen`}
              onClick={() => form.removeListItem('downloads', index)}
              mb={4}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('downloads', { title: '', fileName: '', href: '' })}
          >
            Download hinzufügen
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

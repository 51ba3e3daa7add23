import type { AdminManufacturer } from '@apopunkt/domain/schemas/admin-products';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MediaInput } from '../../../components/forms/media-input';
import { focusFirstError, reportSubmitError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSaveManufacturer } from '../api/manufacturers';

/** Create or edit a manufacturer: name, slug, page text (safe markup) and logo. */
export function ManufacturerForm({
  manufacturer,
  onDone,
}: {
  manufacturer: AdminManufacturer | null;
  onDone: () => void;
}) {
  const save = useSaveManufacturer(manufacturer?.id ?? null);
  const form = useForm({
    initialValues: {
      name: manufacturer?.name ?? '',
      slug: manufacturer?.slug ?? '',
      description: manufacturer?.description ?? '',
      logo: manufacturer?.logo ?? '',
    },
    validate: { name: (v) => (v.trim() ? null : 'Bitte gib einen Namen ein.') },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({
        name: v.name.trim(),
        ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
        description: v.description,
        logo: v.logo.trim() || null,
      });
      notify.success('Hersteller gespeichert.');
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
        <Textarea label="Seitentext" autosize minRows={4} {...form.getInputProps('description')} />
        <MediaInput label="Logo" kind="image" {...form.getInputProps('logo')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

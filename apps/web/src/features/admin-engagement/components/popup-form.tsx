import type { AdminPopup } from '@apopunkt/domain/schemas/popups';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reportSubmitError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSavePopup } from '../api/save-popup';
import { fromLocalInput, toLocalInput } from './datetime';
import { ImageField } from './image-field';

/** The popup form of spec §3 with its defaults: no dates, empty link and description, false. */
function initial(p: AdminPopup | null) {
  return {
    name: p?.name ?? '',
    startsAt: toLocalInput(p?.startsAt),
    endsAt: toLocalInput(p?.endsAt),
    image: p?.image ?? null,
    imageMobile: p?.imageMobile ?? null,
    link: p?.link ?? '',
    shortDescription: p?.shortDescription ?? '',
    linkAndDescriptionOnDesktop: p?.linkAndDescriptionOnDesktop ?? false,
    isActive: p?.isActive ?? true,
  };
}

export function PopupForm({ popup }: { popup: AdminPopup | null }) {
  const save = useSavePopup();
  const navigate = useNavigate();
  const form = useForm({ initialValues: initial(popup) });

  function submit(values: ReturnType<typeof initial>) {
    const body = { ...values, startsAt: fromLocalInput(values.startsAt), endsAt: fromLocalInput(values.endsAt) };
    save.mutate(
      { uuid: popup?.uuid ?? null, body },
      {
        onSuccess: (saved) => {
          notify.success(popup ? 'Das Popup wurde gespeichert.' : 'Das Popup wurde angelegt.');
          if (!popup) navigate(paths.PopupEdit.href(saved.uuid));
        },
        onError: (error) => reportSubmitError(form.setErrors, error),
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} aria-labelledby="popup-form-heading" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="popup-form-heading">
            {popup ? 'Popup bearbeiten' : 'Neues Popup'}
          </Title>
          <TextInput label="Interner Name" {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label="Sichtbar ab (optional)" {...form.getInputProps('startsAt')} />
            <TextInput type="datetime-local" label="Sichtbar bis (optional)" {...form.getInputProps('endsAt')} />
            <ImageField label="Bild" {...form.getInputProps('image')} />
            <ImageField label="Bild mobil" {...form.getInputProps('imageMobile')} />
          </SimpleGrid>
          <TextInput label="Link (optional)" placeholder="/collect" {...form.getInputProps('link')} />
          <Textarea
            label="Kurzbeschreibung (optional)"
            autosize
            minRows={2}
            {...form.getInputProps('shortDescription')}
          />
          <Group gap="lg">
            <Switch
              label="Link und Beschreibung auch auf dem Desktop"
              {...form.getInputProps('linkAndDescriptionOnDesktop', { type: 'checkbox' })}
            />
            <Switch label="Aktiv" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          </Group>
          {popup && (
            <Text size="sm" c="dimmed">
              Jedes Mitglied sieht das Popup einmal. Änderst du Bild, Link oder Beschreibung, sehen es auch die wieder,
              die es schon geschlossen haben.
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {popup ? 'Speichern' : 'Anlegen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

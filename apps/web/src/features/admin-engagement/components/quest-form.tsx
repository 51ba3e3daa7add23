import type { AdminQuest } from '@apopunkt/domain/schemas/quests';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reportSubmitError } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useModuleOptions } from '../api/get-module-options';
import { useSaveQuest } from '../api/save-quest';
import { fromLocalInput, toLocalInput } from './datetime';
import { ImageField } from './image-field';

const DAY = 24 * 60 * 60 * 1000;

function initial(q: AdminQuest | null) {
  return {
    moduleId: q ? String(q.module.id) : (null as string | null),
    startsAt: toLocalInput(q?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(q?.endsAt ?? new Date(Date.now() + 7 * DAY).toISOString()),
    coverImage: q?.coverImage ?? null,
    coverImageMobile: q?.coverImageMobile ?? null,
    bonus: (q?.bonus ?? 25) as number | string,
    isActive: q?.isActive ?? true,
  };
}

/** Create or edit a weekly challenge: module, period, cover images and bonus. */
export function QuestForm({ quest }: { quest: AdminQuest | null }) {
  const save = useSaveQuest();
  const navigate = useNavigate();
  const options = useModuleOptions();
  const form = useForm({ initialValues: initial(quest) });

  function submit(values: ReturnType<typeof initial>) {
    if (!values.moduleId) return form.setFieldError('moduleId', 'Bitte wähle ein Modul.');
    const body = {
      ...values,
      moduleId: Number(values.moduleId),
      bonus: Number(values.bonus),
      startsAt: fromLocalInput(values.startsAt) ?? '',
      endsAt: fromLocalInput(values.endsAt) ?? '',
    };
    save.mutate(
      { id: quest?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notify.success(quest ? 'Die Weekly-Challenge wurde gespeichert.' : 'Die Weekly-Challenge wurde angelegt.');
          if (!quest) navigate(paths.QuestEdit.href(saved.id));
        },
        onError: (error) => reportSubmitError(form.setErrors, error),
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} aria-labelledby="quest-form-heading" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="quest-form-heading">
            {quest ? `Challenge: ${quest.module.name}` : 'Neue Weekly-Challenge'}
          </Title>
          <Select
            label="Modul"
            required
            searchable
            data={(options.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            {...form.getInputProps('moduleId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="datetime-local" label="Beginn" required {...form.getInputProps('startsAt')} />
            <TextInput type="datetime-local" label="Ende" required {...form.getInputProps('endsAt')} />
            <NumberInput label="Bonus (Prämienpunkte)" min={0} required {...form.getInputProps('bonus')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField label="Titelbild Desktop" {...form.getInputProps('coverImage')} />
            <ImageField label="Titelbild Mobil" {...form.getInputProps('coverImageMobile')} />
          </SimpleGrid>
          <Switch label="Aktiv" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {quest ? 'Speichern' : 'Anlegen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

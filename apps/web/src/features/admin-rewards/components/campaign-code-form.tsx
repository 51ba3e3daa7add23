import { createCampaignCodeBodySchema } from '@apopunkt/domain/schemas/campaign-codes';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateCampaignCode } from '../api/save-campaign-code';

const EMPTY = {
  code: '',
  value: 50 as number | string,
  url: '',
  description: '',
  maxRedemptions: '' as number | string,
};

function toBody(values: typeof EMPTY) {
  return {
    code: values.code,
    value: Number(values.value),
    url: values.url.trim() || undefined,
    description: values.description.trim() || undefined,
    maxRedemptions: values.maxRedemptions === '' ? undefined : Number(values.maxRedemptions),
  };
}

const validate = zodValidate(createCampaignCodeBodySchema);

/** A new campaign code: code, points, optional link, description and total limit. */
export function CampaignCodeForm() {
  const create = useCreateCampaignCode();
  const form = useForm({ initialValues: EMPTY });

  function submit(values: typeof EMPTY) {
    const body = toBody(values);
    const errors = validate(body);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    create.mutate(body, {
      onSuccess: (code) => {
        notify.success(`Der Aktionscode ${code.code} wurde angelegt.`);
        form.reset();
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} aria-labelledby="campaign-code-form-heading" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="campaign-code-form-heading">
            Aktionscode anlegen
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Code" required {...form.getInputProps('code')} />
            <NumberInput label="Prämienpunkte" required min={1} {...form.getInputProps('value')} />
            <TextInput label="Weiterleitung (optional)" placeholder="/play/modul" {...form.getInputProps('url')} />
            <NumberInput label="Höchstens einlösbar (optional)" min={1} {...form.getInputProps('maxRedemptions')} />
          </SimpleGrid>
          <TextInput label="Beschreibung (optional)" {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Anlegen
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

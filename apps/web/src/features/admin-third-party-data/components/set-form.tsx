import {
  THIRD_PARTY_FIELD_LABELS,
  THIRD_PARTY_FIELDS,
  type ThirdPartyField,
  type ThirdPartySet,
  thirdPartySetBodySchema,
} from '@apopunkt/domain/schemas/third-party-data';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useSaveThirdPartySet } from '../api/save-third-party-set';

interface Values {
  partner: string;
  title: string;
  purpose: string;
  fields: ThirdPartyField[];
  consentText: string;
}

function initial(set: ThirdPartySet | null): Values {
  return {
    partner: set?.partner ?? '',
    title: set?.title ?? '',
    purpose: set?.purpose ?? '',
    fields: set?.fields ?? [],
    consentText: set?.consentText ?? '',
  };
}

/** Create or edit a set; a changed consent text is saved as the next version. */
export function SetForm({ set }: { set: ThirdPartySet | null }) {
  const save = useSaveThirdPartySet();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: initial(set),
    validate: zodValidate<Values>(thirdPartySetBodySchema),
  });
  const textChanged = set !== null && form.values.consentText.trim() !== set.consentText;

  function submit(values: Values) {
    save.mutate(
      { uuid: set?.uuid ?? null, body: values },
      {
        onSuccess: (saved) => {
          if (!set) {
            notify.success('Die Datenweitergabe wurde angelegt.');
            navigate(paths.ThirdPartyDataEdit.href(saved.uuid));
            return;
          }
          notify.success(
            saved.textVersion > set.textVersion
              ? `Gespeichert. Der Einwilligungstext gilt ab jetzt in Version ${saved.textVersion}.`
              : 'Die Datenweitergabe wurde gespeichert.',
          );
          form.setInitialValues(initial(saved));
          form.reset();
        },
        onError: (error) => reportSubmitError(form.setErrors, error),
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(submit)} aria-labelledby="third-party-form-heading" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="third-party-form-heading">
            {set ? 'Angaben' : 'Neue Datenweitergabe'}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Partner" required {...form.getInputProps('partner')} />
            <TextInput label="Titel im Einwilligungsdialog" required {...form.getInputProps('title')} />
          </SimpleGrid>
          <Textarea label="Zweck" required autosize minRows={2} {...form.getInputProps('purpose')} />
          <Checkbox.Group label="Weitergegebene Felder" withAsterisk {...form.getInputProps('fields')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
              {THIRD_PARTY_FIELDS.map((field) => (
                <Checkbox key={field} value={field} label={THIRD_PARTY_FIELD_LABELS[field]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={set ? `Einwilligungstext (Version ${set.textVersion})` : 'Einwilligungstext'}
            description={
              textChanged
                ? `Beim Speichern entsteht Version ${set.textVersion + 1}. Bisherige Einwilligungen bleiben bei ihrer Version; im Modul wird erneut eingewilligt.`
                : 'Diesen Text sehen Nutzer im Modul, bevor sie ihre Antworten absenden.'
            }
            required
            autosize
            minRows={4}
            {...form.getInputProps('consentText')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {set ? 'Speichern' : 'Anlegen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

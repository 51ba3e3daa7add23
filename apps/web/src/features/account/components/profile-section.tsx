import { canChangeOwnJob } from '@apopunkt/domain/rules/account';
import { type UpdateMeBody, updateMeBodySchema } from '@apopunkt/domain/schemas/me';
import type { User } from '@apopunkt/domain/schemas/users';
import { Alert, Anchor, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PersonFields } from '../../../components/forms/person-fields';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useUpdateMe } from '../api/update-me';
import { AccountSection } from './account-section';

interface ProfileValues {
  gender: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  job: string;
}

const profileValues = (user: User): ProfileValues => ({
  gender: user.gender,
  firstName: user.firstName,
  lastName: user.lastName,
  dateOfBirth: user.dateOfBirth ?? '',
  job: user.job ?? '',
});

/** Only the fields that differ from the stored user go into PATCH /v1/me. */
function changedFields(values: ProfileValues, user: User): UpdateMeBody {
  const before = profileValues(user);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof ProfileValues)[]) {
    if (values[key].trim() !== before[key]) body[key] = values[key].trim() || null;
  }
  return body as UpdateMeBody;
}

const validateBody = zodValidate<UpdateMeBody>(updateMeBodySchema, { job: 'Bitte wähle deinen Beruf.' });

/** Salutation, name, date of birth and job (PATCH /v1/me); the e-mail address is shown only. */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateMe();
  const form = useForm<ProfileValues>({
    initialValues: profileValues(user),
    validate: (values) => validateBody(changedFields(values, user)),
  });

  function submit(values: ProfileValues) {
    const body = changedFields(values, user);
    if (Object.keys(body).length === 0) return notify.info('Es gibt keine Änderungen zu speichern.');
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(profileValues(saved));
        form.resetDirty(profileValues(saved));
        notify.success('Deine Angaben wurden gespeichert.');
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <AccountSection
      id="profil"
      title="Profil"
      description="So sprechen wir dich an und so stimmen wir die Inhalte auf dich ab."
    >
      <form aria-label="Profil" onSubmit={form.onSubmit(submit)} noValidate>
        <TextInput
          label="E-Mail-Adresse"
          value={user.email}
          readOnly
          variant="filled"
          description={
            <>
              Ändern kannst du sie mit einem Code an die neue Adresse:{' '}
              <Anchor href="#e-mail" size="xs" underline="always">
                E-Mail-Adresse ändern
              </Anchor>
            </>
          }
          mb="sm"
        />
        {user.jobConfirmationPendingSince && (
          <Alert color="yellow" mb="sm" title="Deine Berufsänderung wird geprüft…">
            Wir bestätigen deinen neuen Beruf so schnell wie möglich. Bis dahin bleiben verschreibungspflichtige Inhalte
            (Rx) für dich gesperrt.
          </Alert>
        )}
        <PersonFields
          inputProps={form.getInputProps}
          gender={form.values.gender}
          allowJob={(job) => canChangeOwnJob(user.job, job)}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Profil speichern
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}

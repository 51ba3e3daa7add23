import { Alert, Anchor, Button, Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PasswordFields } from '../../../components/forms/password-fields';
import { PersonFields } from '../../../components/forms/person-fields';
import { WorkplaceFields } from '../../../components/organisation-picker/workplace-fields';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { focusFirstError, serverFieldErrors } from '../../../lib/form';
import { useRegister } from '../api/register';
import { type SignUpValues, useSignUpForm } from '../hooks/use-sign-up-form';
import { EmailVerificationFields } from './email-verification-fields';

function Legend({ children }: { children: string }) {
  return (
    <Text component="span" fw={700} size="lg">
      {children}
    </Text>
  );
}

const newTab = { target: '_blank', rel: 'noopener' } as const;

/** The registration form (spec §3): POST /v1/users, then the new account is signed in. */
export function SignUpForm({ referredBy, onRegistered }: { referredBy: string; onRegistered: () => void }) {
  const { form, mode, setMode, organisation, chooseOrganisation } = useSignUpForm(referredBy);
  const register = useRegister();

  function submit(values: SignUpValues) {
    register.mutate(values as Parameters<typeof register.mutate>[0], {
      onSuccess: onRegistered,
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (isApiError(error, 'EMAIL_TAKEN')) fieldErrors.email = error.message;
        form.setErrors(fieldErrors);
      },
    });
  }

  return (
    <form aria-label="Registrieren" onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
      <Stack gap="lg">
        <Fieldset legend={<Legend>Zugangsdaten</Legend>} variant="unstyled">
          <Stack gap="sm">
            <EmailVerificationFields
              email={form.getInputProps('email')}
              code={form.getInputProps('emailVerificationCode')}
              validateEmail={() => !form.validateField('email').hasError}
            />
            <PasswordFields
              password={form.getInputProps('password')}
              passwordRepeat={form.getInputProps('passwordRepeat')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={<Legend>Über dich</Legend>} variant="unstyled">
          <PersonFields inputProps={form.getInputProps} gender={form.values.gender} />
        </Fieldset>
        <Fieldset legend={<Legend>Arbeitsplatz</Legend>} variant="unstyled">
          <WorkplaceFields
            mode={mode}
            onModeChange={setMode}
            organisation={organisation}
            onOrganisationChange={chooseOrganisation}
            requestInputProps={(field) => form.getInputProps(`organisationRequest.${field}`)}
            error={form.errors.currentPlace}
          />
        </Fieldset>
        <TextInput
          label="Empfehlungscode (optional)"
          description="Hat dich jemand eingeladen? Dann trage hier den Code ein."
          autoComplete="off"
          {...form.getInputProps('referredBy')}
        />
        <Stack gap="xs">
          <Checkbox
            {...form.getInputProps('hasAcceptedTerms', { type: 'checkbox' })}
            label={
              <>
                Ich akzeptiere die{' '}
                <Anchor component={Link} to={paths.Terms.href()} {...newTab}>
                  Nutzungsbedingungen
                </Anchor>{' '}
                und habe die{' '}
                <Anchor component={Link} to={paths.Privacy.href()} {...newTab}>
                  Datenschutzerklärung
                </Anchor>{' '}
                gelesen.
              </>
            }
          />
          <Checkbox
            {...form.getInputProps('hasAcceptedNewsletter', { type: 'checkbox' })}
            label="Ja, ich möchte den Newsletter mit neuen Modulen, Gewinnspielen und Aktionen erhalten."
          />
        </Stack>
        {register.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {errorMessage(register.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={register.isPending}>
          Kostenlos registrieren
        </Button>
      </Stack>
    </form>
  );
}

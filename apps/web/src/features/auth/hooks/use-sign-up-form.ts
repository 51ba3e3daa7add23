import { AUTH_FIELD_MESSAGES, type RegistrationRequest, registrationSchema } from '@apopunkt/domain/schemas/auth';
import type { Organisation } from '@apopunkt/domain/schemas/users';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { WorkplaceMode } from '../../../components/organisation-picker/workplace-fields';
import { zodValidate } from '../../../lib/form';

/** The registration form of spec §3; selects start empty, so gender and job may be ''. */
export type SignUpValues = Omit<RegistrationRequest, 'gender' | 'job' | 'hasAcceptedTerms'> & {
  gender: RegistrationRequest['gender'] | '';
  job: RegistrationRequest['job'] | '';
  hasAcceptedTerms: boolean;
  referredBy: string;
};

const EMPTY_REQUEST = { name: '', street: '', zip: '', city: '' };

const missingMessages = {
  gender: AUTH_FIELD_MESSAGES.gender,
  job: AUTH_FIELD_MESSAGES.job,
  dateOfBirth: AUTH_FIELD_MESSAGES.dateOfBirth,
};

/** Form state of the registration, including which of the three workplace choices is active. */
export function useSignUpForm(referredBy: string) {
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  const form = useForm<SignUpValues>({
    name: 'sign-up',
    initialValues: {
      email: '',
      emailVerificationCode: '',
      password: '',
      passwordRepeat: '',
      firstName: '',
      lastName: '',
      gender: '',
      dateOfBirth: '',
      job: '',
      currentPlace: null,
      unemployed: false,
      organisationRequest: null,
      referredBy,
      hasAcceptedTerms: false,
      hasAcceptedNewsletter: false,
    },
    validate: zodValidate(registrationSchema, missingMessages),
  });

  const { values } = form;
  const mode: WorkplaceMode = values.organisationRequest
    ? 'request'
    : values.unemployed
      ? 'unemployed'
      : 'organisation';

  function setMode(next: WorkplaceMode) {
    if (next !== 'organisation') setOrganisation(null);
    form.setValues({
      currentPlace: null,
      unemployed: next === 'unemployed',
      organisationRequest: next === 'request' ? EMPTY_REQUEST : null,
    });
    form.clearFieldError('currentPlace');
  }

  function chooseOrganisation(next: Organisation | null) {
    setOrganisation(next);
    form.setFieldValue('currentPlace', next?.id ?? null);
    if (next) form.clearFieldError('currentPlace');
  }

  return { form, mode, setMode, organisation, chooseOrganisation };
}

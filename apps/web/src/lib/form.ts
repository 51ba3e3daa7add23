import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-error';
import { notify } from './notify';

/** Turns a zod path into Mantine form's dot path: ['organisationRequest', 'zip'] → 'organisationRequest.zip'. */
function dotPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** Issue codes that mean "nothing (valid) chosen or entered" rather than a rule with its own message. */
const MISSING_VALUE_CODES = new Set(['invalid_type', 'invalid_value', 'invalid_format']);

/**
 * Mantine form `validate` from a domain zod schema (DESIGN §2: the same schema validates the form
 * in the browser and the body on the server). The first message per field wins; issues without a
 * path land on the empty key. `missing` gives friendly texts for fields whose schema has none for
 * an empty or unknown value (e.g. an enum select left empty).
 */
export function zodValidate<Values>(schema: z.ZodType, missing: Record<string, string> = {}) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = dotPath(issue.path);
      const friendly = MISSING_VALUE_CODES.has(issue.code) ? missing[key] : undefined;
      errors[key] ??= friendly ?? issue.message;
    }
    return errors;
  };
}

interface ServerIssue {
  path: string;
  message: string;
}

function isServerIssue(value: unknown): value is ServerIssue {
  const issue = value as ServerIssue;
  return !!issue && typeof issue.path === 'string' && typeof issue.message === 'string';
}

/**
 * Field errors from a 400 VALIDATION_FAILED answer, whose details list `{path: '/a/b', message}`;
 * an empty object for any other error.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const errors: FormErrors = {};
  for (const issue of error.details.filter(isServerIssue)) {
    const key = issue.path.replace(/^\//, '').replaceAll('/', '.');
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Shows a failed submit: field errors next to their fields, anything else as an error toast.
 * `setErrors` is the form's own (`form.setErrors`).
 */
export function reportSubmitError(setErrors: (errors: FormErrors) => void, error: unknown): void {
  const fieldErrors = serverFieldErrors(error);
  setErrors(fieldErrors);
  if (Object.keys(fieldErrors).length === 0) notify.error(errorMessage(error));
}

/**
 * Validation-failure handler for `form.onSubmit(submit, focusFirstError(form))`: moves the focus
 * to the first field with an error, so keyboard and screen-reader users land on it.
 */
export function focusFirstError(form: { getInputNode: (path: never) => HTMLElement | null }) {
  return (errors: FormErrors) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first as never)?.focus();
  };
}

import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

/** The length of every code the portal mails or an authenticator app shows. */
export const CODE_LENGTH = 6;

/**
 * A six-digit code (e-mail confirmation, authenticator app): the phone's number pad, the system's
 * one-time-code autofill, digits only (a pasted "123 456" becomes 123456) and at most six of them.
 */
export function CodeInput({ onChange, ...props }: Omit<TextInputProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    onChange?.(event);
  };
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      required
      {...props}
      onChange={keepDigits}
    />
  );
}

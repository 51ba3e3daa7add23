import { emailSchema } from '@apopunkt/domain/schemas/common';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { checkEmailAvailabilityQuery } from '../api/check-email-availability';
import { clientIdQuery, isBot } from '../api/get-client-id';

export const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits registriert.';
const DEBOUNCE_MS = 400;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Checks while the user types whether the address is still free (spec §7). Needs the client-id
 * hash, which bots never get; without it nothing is checked and the server decides on submit.
 */
export function useEmailAvailability(email: string) {
  const clientId = useQuery({ ...clientIdQuery, enabled: !isBot() });
  const [debounced] = useDebouncedValue(normalise(email), DEBOUNCE_MS);
  const valid = emailSchema.safeParse(debounced).success;
  const availability = useQuery(checkEmailAvailabilityQuery(valid ? debounced : '', clientId.data?.hash));
  const current = debounced === normalise(email);
  return {
    taken: valid && current && availability.data?.available === false,
    checking: availability.isFetching,
  };
}

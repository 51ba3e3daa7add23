import { AppError } from '@apopunkt/domain/errors';
import { slugify } from '@apopunkt/domain/rules/slug';

const SLUG_TAKEN = 'Diese Kurzadresse ist schon vergeben.';

export function slugTakenError(): AppError {
  return new AppError('CONFLICT', SLUG_TAKEN);
}

/**
 * A free slug for a new entity: the wanted one (409 when taken), or one derived from the name,
 * with "-2", "-3", … appended while taken. The unique index stays the final word on races.
 */
export async function freeSlug(
  wanted: string | undefined,
  name: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (wanted) {
    if (await isTaken(wanted)) throw slugTakenError();
    return wanted;
  }
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw slugTakenError();
}

import type { Organisation } from '@apopunkt/domain/schemas/users';
import type { organisations } from '../db/schema/organisations';

export type OrganisationFields = Pick<
  typeof organisations.$inferSelect,
  'id' | 'name' | 'type' | 'isVerified' | 'street' | 'zip' | 'city'
>;

/** The one API shape of an organisation (`organisationSchema`), wherever a workplace is shown. */
export function presentOrganisation(row: OrganisationFields): Organisation {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    isVerified: row.isVerified,
    address: { street: row.street, zip: row.zip, city: row.city },
  };
}

import { COMPETITION_TYPE_VALUES, type CompetitionType } from '@apopunkt/domain/constants/engagement';
import { useParams } from 'react-router';
import { EmptyHint } from '../../../../components/ui/empty-hint';
import { PageHeader } from '../../../../components/ui/page-header';
import { CompetitionForm } from '../../../../features/admin-engagement';

/** /business/admin/competitions/create/{type} (staff). */
export function Component() {
  const type = Number(useParams().type) as CompetitionType;
  return (
    <>
      <PageHeader title="Gewinnspiel anlegen" subtitle="Name, Laufzeit, Bilder, Bedingungen und Module." />
      {COMPETITION_TYPE_VALUES.includes(type) ? (
        <CompetitionForm type={type} competition={null} />
      ) : (
        <EmptyHint title="Diesen Gewinnspiel-Typ gibt es nicht." />
      )}
    </>
  );
}

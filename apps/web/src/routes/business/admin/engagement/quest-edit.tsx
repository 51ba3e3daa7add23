import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { QuestForm, useAdminQuest } from '../../../../features/admin-engagement';

/** /business/admin/quests/create and /business/admin/quests/{id} (staff). */
export function Component() {
  const param = useParams().id;
  const id = param ? Number(param) : null;
  const quest = useAdminQuest(id);
  return (
    <>
      <PageHeader
        title={id === null ? 'Weekly-Challenge anlegen' : 'Weekly-Challenge bearbeiten'}
        subtitle={
          quest.data
            ? `${quest.data.completions} Abschlüsse, ${quest.data.bonusesPaid} Prämienpunkte ausgezahlt.`
            : 'Zeitraum, Titelbilder, Modul und Bonus der Challenge.'
        }
      />
      {id === null && <QuestForm quest={null} />}
      {id !== null && quest.isPending && <Skeleton h={300} />}
      {quest.isError && <LoadError error={quest.error} />}
      {quest.data && <QuestForm key={quest.data.id} quest={quest.data} />}
    </>
  );
}

import type { DuplicateCandidate, DuplicateUser } from '@apopunkt/domain/schemas/duplicates';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeactivateDuplicate } from '../api/deactivate-duplicate';
import { useDismissDuplicate } from '../api/dismiss-duplicate';
import { useDuplicates } from '../api/get-duplicates';
import { useMergeDuplicates } from '../api/merge-duplicates';
import { DuplicateCard } from './duplicate-card';
import { MergeDialog } from './merge-dialog';

/** 'Nutzer Duplikate': candidate pairs with their reasons; dismiss, deactivate one, or merge. */
export function DuplicatesAdmin() {
  const list = useDuplicates();
  const dismiss = useDismissDuplicate();
  const deactivate = useDeactivateDuplicate();
  const merge = useMergeDuplicates();
  const [merging, setMerging] = useState<DuplicateCandidate | null>(null);
  const busy = dismiss.isPending || deactivate.isPending || merge.isPending;
  const onError = (error: unknown) => notify.error(errorMessage(error));

  function onDeactivate(user: DuplicateUser) {
    deactivate.mutate(user.id, {
      onSuccess: () =>
        notify.success(`Das Konto von ${user.firstName} ${user.lastName} (#${user.id}) ist deaktiviert.`),
      onError,
    });
  }
  function onMerge(sourceUserId: number, targetUserId: number) {
    merge.mutate(
      { sourceUserId, targetUserId },
      {
        onSuccess: (result) => {
          setMerging(null);
          notify.success(
            `Zusammengeführt: ${result.pointsMoved.toLocaleString('de-DE')} Prämienpunkte auf #${result.targetUserId} übertragen.`,
          );
        },
        onError,
      },
    );
  }

  if (list.isPending) return <Skeleton h={200} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  if (list.data.results.length === 0) return <EmptyHint title="Keine möglichen Duplikate gefunden." />;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {list.data.count === 1
          ? '1 mögliches Duplikat'
          : `${list.data.count.toLocaleString('de-DE')} mögliche Duplikate`}
      </Text>
      {list.data.results.map((candidate) => (
        <DuplicateCard
          key={`${candidate.users[0].id}-${candidate.users[1].id}`}
          candidate={candidate}
          busy={busy}
          onDismiss={() =>
            dismiss.mutate([candidate.users[0].id, candidate.users[1].id], {
              onSuccess: () => notify.success('Als verschiedene Personen markiert.'),
              onError,
            })
          }
          onDeactivate={onDeactivate}
          onMerge={() => setMerging(candidate)}
        />
      ))}
      <MergeDialog candidate={merging} busy={merge.isPending} onClose={() => setMerging(null)} onConfirm={onMerge} />
    </Stack>
  );
}

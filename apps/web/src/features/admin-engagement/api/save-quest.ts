import { questsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import type { CreateQuestBody, PatchQuestBody } from '@apopunkt/domain/schemas/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Creates a weekly challenge, or changes the one with `id`. */
export function saveQuest(input: { id: number | null; body: CreateQuestBody | PatchQuestBody }) {
  return input.id === null
    ? call(questsAdminEndpoints.create, { body: input.body as CreateQuestBody })
    : call(questsAdminEndpoints.update, { params: { id: input.id }, body: input.body });
}

export function useSaveQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuest,
    onSettled: () => invalidateEndpoints(queryClient, questsAdminEndpoints.list, questsAdminEndpoints.detail),
  });
}

import { adminQuestSchema, type CreateQuestBody, type PatchQuestBody } from '@apopunkt/domain/schemas/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/quests, or PATCH /v1/admin/quests/{id}. */
export function saveQuest(input: { id: number | null; body: CreateQuestBody | PatchQuestBody }) {
  return input.id === null
    ? api.post('/v1/admin/quests', input.body, { schema: adminQuestSchema })
    : api.patch(`/v1/admin/quests/${input.id}`, input.body, { schema: adminQuestSchema });
}

export function useSaveQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'quests'] }),
  });
}

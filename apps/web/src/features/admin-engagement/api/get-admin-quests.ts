import { adminQuestPageSchema, adminQuestSchema } from '@apopunkt/domain/schemas/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/quests. */
export function useAdminQuests() {
  return useQuery({
    queryKey: ['admin', 'quests', 'list'],
    queryFn: ({ signal }) => api.get('/v1/admin/quests?limit=500', { schema: adminQuestPageSchema, signal }),
  });
}

/** GET /v1/admin/quests/{id}. */
export function useAdminQuest(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'quests', 'detail', id],
    queryFn: ({ signal }) => api.get(`/v1/admin/quests/${id}`, { schema: adminQuestSchema, signal }),
    enabled: id !== null,
  });
}

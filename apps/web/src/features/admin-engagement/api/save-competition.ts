import {
  adminCompetitionSchema,
  type CreateCompetitionBody,
  type PatchCompetitionBody,
} from '@apopunkt/domain/schemas/competitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/competitions, or PATCH /v1/admin/competitions/{id} when editing. */
export function saveCompetition(input: { id: number | null; body: CreateCompetitionBody | PatchCompetitionBody }) {
  return input.id === null
    ? api.post('/v1/admin/competitions', input.body, { schema: adminCompetitionSchema })
    : api.patch(`/v1/admin/competitions/${input.id}`, input.body, { schema: adminCompetitionSchema });
}

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompetition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'competitions'] }),
  });
}

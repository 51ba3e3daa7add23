import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import type { CreateCompetitionBody, PatchCompetitionBody } from '@apopunkt/domain/schemas/competitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateCompetitions } from './invalidate-competitions';

/** Creates a competition, or changes the one with `id`. */
export function saveCompetition(input: { id: number | null; body: CreateCompetitionBody | PatchCompetitionBody }) {
  return input.id === null
    ? call(competitionsAdminEndpoints.create, { body: input.body as CreateCompetitionBody })
    : call(competitionsAdminEndpoints.update, { params: { id: input.id }, body: input.body });
}

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompetition,
    onSettled: () => invalidateCompetitions(queryClient),
  });
}

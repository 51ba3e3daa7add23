import {
  type AdminModule,
  type AdminModuleCreate,
  type AdminModuleUpdate,
  adminModuleSchema,
} from '@apopunkt/domain/schemas/admin-modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/modules. */
export function createAdminModule(body: AdminModuleCreate) {
  return api.post('/v1/admin/modules', body, { schema: adminModuleSchema });
}

/** PATCH /v1/admin/modules/{uuid}. */
export function updateAdminModule(uuid: string, body: AdminModuleUpdate) {
  return api.patch(`/v1/admin/modules/${uuid}`, body, { schema: adminModuleSchema });
}

/** PUT /v1/admin/modules/{uuid}/content: a new content version. */
export function saveModuleContent(uuid: string, content: ModuleContent) {
  return api.put(`/v1/admin/modules/${uuid}/content`, { content }, { schema: adminModuleSchema });
}

/** A module mutation that refreshes the overview and puts the answer into the detail cache. */
export function useAdminModuleMutation<Input>(run: (input: Input) => Promise<AdminModule>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (module) => {
      client.setQueryData(['admin', 'modules', 'detail', module.uuid], module);
      void client.invalidateQueries({ queryKey: ['admin', 'modules', 'list'] });
    },
  });
}

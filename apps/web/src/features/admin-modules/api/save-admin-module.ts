import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { AdminModule, AdminModuleCreate, AdminModuleUpdate } from '@apopunkt/domain/schemas/admin-modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';
import { adminModuleKey } from './get-admin-module';

export function createAdminModule(body: AdminModuleCreate) {
  return call(modulesAdminEndpoints.create, { body });
}

export function updateAdminModule(uuid: string, body: AdminModuleUpdate) {
  return call(modulesAdminEndpoints.update, { params: { uuid }, body });
}

/** A new content version. */
export function saveModuleContent(uuid: string, content: ModuleContent) {
  return call(modulesAdminEndpoints.replaceContent, { params: { uuid }, body: { content } });
}

/** A module mutation that refreshes the overview and puts the answer into the detail cache. */
export function useAdminModuleMutation<Input>(run: (input: Input) => Promise<AdminModule>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (module) => {
      client.setQueryData(adminModuleKey(module.uuid), module);
      void invalidateEndpoints(client, modulesAdminEndpoints.list);
    },
  });
}

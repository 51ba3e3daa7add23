import { adminModuleSchema } from '@apopunkt/domain/schemas/admin-modules';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/modules/{uuid}/scorm-package: upload and unpack a SCORM 1.2/2004 ZIP for the module. */
export function uploadScormPackage(uuid: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post(`/v1/admin/modules/${uuid}/scorm-package`, body, { schema: adminModuleSchema });
}

/** DELETE /v1/admin/modules/{uuid}/scorm-package: the module is played from its pages and quiz again. */
export function removeScormPackage(uuid: string) {
  return api.delete(`/v1/admin/modules/${uuid}/scorm-package`, { schema: adminModuleSchema });
}

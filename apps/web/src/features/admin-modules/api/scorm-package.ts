import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { call } from '../../../lib/call';

/** Uploads and unpacks a SCORM 1.2/2004 ZIP for the module (multipart, field `file`). */
export function uploadScormPackage(uuid: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(modulesAdminEndpoints.uploadScormPackage, { params: { uuid }, body });
}

/** The module is played from its pages and quiz again. */
export function removeScormPackage(uuid: string) {
  return call(modulesAdminEndpoints.removeScormPackage, { params: { uuid } });
}

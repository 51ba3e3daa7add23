import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import { pathOf } from '@apopunkt/domain/endpoints/define-endpoint';
import type { CouponCodeUploadResult } from '@apopunkt/domain/schemas/coupons';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, readErrorBody } from '../../../lib/api-error';
import { ensureFreshSession } from '../../../lib/session-lifecycle';
import { sessionStore } from '../../../lib/session-store';

const endpoint = rewardsAdminEndpoints.uploadCouponCodes;
const GENERIC = 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.';

function toError(xhr: XMLHttpRequest): ApiError {
  try {
    const body = readErrorBody(JSON.parse(xhr.responseText));
    if (body) return new ApiError(xhr.status, body.code, body.message);
  } catch {
    // not JSON
  }
  return new ApiError(xhr.status, `HTTP_${xhr.status}`, GENERIC);
}

/**
 * Uploads an offer's voucher codes (rewardsAdminEndpoints.uploadCouponCodes) as multipart with
 * XMLHttpRequest, whose upload events report progress (0–1) while the file is on its way; fetch
 * cannot do that for request bodies.
 */
export async function uploadCouponCodes(
  offerId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CouponCodeUploadResult> {
  // The access token lives in memory: make sure this tab has a fresh one (the upload does not retry).
  await ensureFreshSession();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${API_BASE}${pathOf(endpoint.path, { id: offerId })}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.get().access;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toError(xhr));
      try {
        onProgress(1);
        resolve(endpoint.answer[200].parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new ApiError(xhr.status, 'BAD_RESPONSE', GENERIC));
      }
    };
    xhr.onerror = () => reject(new ApiError(null, 'NETWORK', GENERIC));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

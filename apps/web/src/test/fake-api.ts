import { vi } from 'vitest';

/** One request the client made, as the stand-in saw it. */
export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for the API's session calls, answering what the server answers (refresh-cookie.ts):
 * `{access}` to a web refresh, 401 for a dead session. Records every call the client makes.
 */
export function fakeApi(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const sessionOver = () => json(401, { error: { code: 'TOKEN_INVALID', message: 'Sitzung abgelaufen' } });

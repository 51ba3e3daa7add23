import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_HEADERS } from '../lib/security-headers';
import { ERROR_MESSAGES, errorBody } from './errors';

/** What the client learns about a request Node's HTTP parser refused. */
function refusal(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: ERROR_MESSAGES.headersTooLarge };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: ERROR_MESSAGES.requestTimeout };
  }
  return { status: 400, code: 'BAD_REQUEST', message: ERROR_MESSAGES.badRequest };
}

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before any route or hook sees them
 * (headers over 16 KB → 431, a malformed request → 400, too slow → 408) are answered in our
 * error format with the API's security headers, then the connection is closed, as Node does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = refusal(err.code);
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...API_HEADERS.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

function withCode(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('canceling statement due to statement timeout', '57014'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    Object.assign(new Error('Failed query: select 1'), { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
  ])('recognises %s', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('invalid input syntax for type integer', '22P02'),
    withCode('could not serialize access', '40001'),
    new Error('Cannot read properties of undefined'),
    null,
    'text',
  ])('leaves %s to the other rules', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

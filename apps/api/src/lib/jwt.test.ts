import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './jwt';

const SECRET = 'test-secret-test-secret-test-secret-1234';
const SID = '0b7c6a44-3f0e-4c55-9f3f-7d6a8b1e2c3d';
const at = new Date('2026-11-26T10:00:00Z');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');

function signerAt(time: Date) {
  return createTokenSigner(SECRET, () => time);
}

describe('access tokens (HS256)', () => {
  it('verifies its own tokens and answers the claims', async () => {
    const signer = signerAt(at);
    const token = await signer.signAccess({ sub: '42', sid: SID, otp: 'pending' });
    expect(await signer.verifyAccess(token)).toEqual({ sub: '42', sid: SID, otp: 'pending' });
    expect(await signer.verifyAccess(await signer.signAccess({ sub: '7', sid: SID }))).toEqual({
      sub: '7',
      sid: SID,
      otp: undefined,
    });
  });

  it('signs standard JWTs: a token of another HS256 library verifies, with the same secret only', async () => {
    const key = new TextEncoder().encode(SECRET);
    const iat = Math.floor(at.getTime() / 1000);
    const foreign = await new SignJWT({ sid: SID })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('42')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(key);
    expect(await signerAt(at).verifyAccess(foreign)).toMatchObject({ sub: '42', sid: SID });
    await expect(createTokenSigner(`${SECRET}x`, () => at).verifyAccess(foreign)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });

  it('refuses expired, tampered, unsigned and other-algorithm tokens', async () => {
    const token = await signerAt(at).signAccess({ sub: '42', sid: SID });
    const later = new Date(at.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    const [header, body, signature] = token.split('.') as [string, string, string];
    const forged = b64({ sid: SID, sub: '1', iat: 0, exp: 9_999_999_999 });
    const noneHeader = b64({ alg: 'none', typ: 'JWT' });
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const bad = [
      token.slice(0, -2),
      `${header}.${forged}.${signature}`,
      `${noneHeader}.${body}.`,
      `${hs512Header}.${body}.${sign(`${hs512Header}.${body}`)}`,
      `${header}.${b64({ sid: SID, sub: '0', exp: 9_999_999_999 })}.${sign(`${header}.${b64({ sid: SID, sub: '0', exp: 9_999_999_999 })}`)}`,
      `${header}.${b64({ sid: 'x', sub: '42', exp: 9_999_999_999 })}.${sign(`${header}.${b64({ sid: 'x', sub: '42', exp: 9_999_999_999 })}`)}`,
      `${header}.${b64({ sid: SID, sub: '42' })}.${sign(`${header}.${b64({ sid: SID, sub: '42' })}`)}`,
      `${header}.bm90IGpzb24.${sign(`${header}.bm90IGpzb24`)}`,
      'a.b',
      '',
    ];
    for (const candidate of bad) {
      await expect(signerAt(at).verifyAccess(candidate)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    }
    await expect(signerAt(later).verifyAccess(token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await signerAt(new Date(later.getTime() - 1000)).verifyAccess(token)).toMatchObject({ sub: '42' });
  });

  it('answers a token it verified before the same claims, until it expires', async () => {
    let time = at;
    const signer = createTokenSigner(SECRET, () => time);
    const token = await signer.signAccess({ sub: '42', sid: SID, otp: 'verified' });
    const claims = { sub: '42', sid: SID, otp: 'verified' };
    expect(await signer.verifyAccess(token)).toEqual(claims);
    const again = await signer.verifyAccess(token);
    expect(again).toEqual(claims);
    // Each caller gets claims of its own: changing them changes nothing remembered.
    again.sub = '1';
    expect(await signer.verifyAccess(token)).toEqual(claims);
    // A remembered token is still refused once it expired, and a token altered from it never passes.
    await expect(signer.verifyAccess(`${token.slice(0, -2)}AA`)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    time = new Date(at.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    await expect(signer.verifyAccess(token)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    time = at;
    expect(await signer.verifyAccess(token)).toEqual(claims);
  });
});

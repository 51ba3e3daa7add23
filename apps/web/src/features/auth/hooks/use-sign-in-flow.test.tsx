import type { User } from '@apopunkt/domain/schemas/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { OTP_SESSION_EXPIRED, useSignInFlow } from './use-sign-in-flow';

const mocks = vi.hoisted(() => ({
  signIn: vi.fn(),
  verifyOtpLogin: vi.fn(),
  startSession: vi.fn(),
  signOut: vi.fn(),
}));

vi.mock('../api/sign-in', () => ({ signIn: mocks.signIn }));
vi.mock('../api/verify-otp-login', () => ({ verifyOtpLogin: mocks.verifyOtpLogin }));
vi.mock('../../../lib/auth', () => ({ startSession: mocks.startSession, signOut: mocks.signOut }));

const user = { id: 1, firstName: 'Anna' } as User;
const pending = { access: 'pending', refresh: 'r1' };
const verified = { access: 'verified', refresh: 'r2' };
const otpRequired = new ApiError(401, 'OTP_REQUIRED', 'Bitte gib den Code ein.');

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSignedIn = vi.fn();
  const hook = renderHook(() => useSignInFlow(onSignedIn), { wrapper });
  return { ...hook, onSignedIn };
}

const credentials = { username: 'otp@demo.apopunkt.de', password: 'apopunkt-demo' };

describe('useSignInFlow', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    localStorage.clear();
  });

  it('signs in directly without two-factor', async () => {
    mocks.signIn.mockResolvedValue(verified);
    mocks.startSession.mockResolvedValue(user);
    const { result, onSignedIn } = setup();
    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn.mock.calls[0]?.[0]).toBe(user);
    expect(mocks.startSession).toHaveBeenCalledWith(verified);
    expect(result.current.step).toBe('credentials');
  });

  it('asks for the code when loading the user needs it, then starts the verified session', async () => {
    mocks.signIn.mockResolvedValue(pending);
    mocks.startSession.mockRejectedValueOnce(otpRequired).mockResolvedValueOnce(user);
    mocks.verifyOtpLogin.mockResolvedValue(verified);
    const { result, onSignedIn } = setup();

    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(result.current.step).toBe('otp'));
    expect(result.current.credentialsError).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();

    act(() => result.current.otp.mutate('123456'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(mocks.verifyOtpLogin).toHaveBeenCalledWith('123456');
    expect(mocks.startSession).toHaveBeenLastCalledWith(verified);
  });

  it('keeps the code step on a wrong code and shows the error', async () => {
    mocks.signIn.mockResolvedValue(pending);
    mocks.startSession.mockRejectedValue(otpRequired);
    mocks.verifyOtpLogin.mockRejectedValue(new ApiError(401, 'OTP_INVALID', 'Der Code ist ungültig.'));
    const { result } = setup();
    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(result.current.step).toBe('otp'));
    act(() => result.current.otp.mutate('000000'));
    await waitFor(() => expect(result.current.otp.error).toBeInstanceOf(ApiError));
    expect(result.current.step).toBe('otp');
  });

  it('goes back to the credentials when the pending session has expired', async () => {
    mocks.signIn.mockResolvedValue(pending);
    mocks.startSession.mockRejectedValue(otpRequired);
    mocks.verifyOtpLogin.mockRejectedValue(new ApiError(401, 'TOKEN_INVALID', 'abgelaufen'));
    const { result } = setup();
    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(result.current.step).toBe('otp'));
    act(() => result.current.otp.mutate('123456'));
    await waitFor(() => expect(result.current.step).toBe('credentials'));
    expect(result.current.notice).toBe(OTP_SESSION_EXPIRED);
  });

  it('reports wrong credentials as the credentials error', async () => {
    mocks.signIn.mockRejectedValue(
      new ApiError(401, 'INVALID_CREDENTIALS', 'E-Mail-Adresse oder Passwort ist falsch.'),
    );
    const { result } = setup();
    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(result.current.credentialsError).toBeInstanceOf(ApiError));
    expect(result.current.step).toBe('credentials');
  });

  it('cancelling the code step ends the pending session', async () => {
    mocks.signIn.mockResolvedValue(pending);
    mocks.startSession.mockRejectedValue(otpRequired);
    mocks.signOut.mockResolvedValue(undefined);
    const { result } = setup();
    act(() => result.current.credentials.mutate(credentials));
    await waitFor(() => expect(result.current.step).toBe('otp'));
    act(() => result.current.cancelOtp());
    expect(mocks.signOut).toHaveBeenCalled();
    expect(result.current.step).toBe('credentials');
  });
});

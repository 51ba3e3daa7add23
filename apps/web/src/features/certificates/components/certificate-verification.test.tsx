import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { WithProviders } from '../../../test/with-providers';
import { CertificateVerification } from './certificate-verification';

function verify(holderName: string | null) {
  vi.stubGlobal('fetch', async () =>
    json(200, {
      valid: true,
      holderName,
      moduleName: 'Erkältung kompakt',
      knowledgePoints: 20,
      issuedAt: '2026-03-02T10:00:00.000Z',
      verificationCode: 'ABCD2345',
    }),
  );
  render(
    <WithProviders>
      <CertificateVerification code="ABCD2345" />
    </WithProviders>,
  );
}

describe('CertificateVerification', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the holder by first name and initial', async () => {
    verify('Paula T.');
    expect(await screen.findByText('Inhaber*in: Paula T.')).toBeTruthy();
  });

  it('shows no name once the holder’s account was erased (issue 37 §2), and the certificate stays genuine', async () => {
    verify(null);
    expect(await screen.findByText(/Inhaber\*in: nicht mehr angezeigt/)).toBeTruthy();
    expect(screen.getByText('Echtes Zertifikat')).toBeTruthy();
    expect(screen.getByText('Modul: Erkältung kompakt')).toBeTruthy();
  });
});

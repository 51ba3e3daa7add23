import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { ContactForm } from './contact-form';

const mocks = vi.hoisted(() => ({
  send: vi.fn(),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../api/send-contact-message', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSendContactMessage: () => useMutation({ mutationFn: mocks.send }) };
});
vi.mock('../../../lib/notify', () => ({ notify: mocks.notify }));

function setup(onSent = vi.fn()) {
  render(
    <WithProviders>
      <ContactForm onSent={onSent} />
    </WithProviders>,
  );
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const fill = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  return { field, fill, submit, onSent };
}

describe('ContactForm', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('requires name, e-mail and message', async () => {
    const { submit } = setup();
    submit();
    expect(await screen.findAllByText('Bitte fülle dieses Feld aus.')).toHaveLength(3);
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it('warns about an e-mail without a proper top-level domain', async () => {
    const { fill, submit } = setup();
    fill(/^Name/, 'Paula');
    fill(/^E-Mail/, 'paula@apotheke.d');
    fill(/^Nachricht/, 'Hallo');
    submit();
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it('sends once while the first submit is pending, then thanks and clears', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mocks.send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { fill, submit, field, onSent } = setup();
    fill(/^Name/, 'Paula');
    fill(/^E-Mail/, 'paula@apotheke.de');
    fill(/^Nachricht/, 'Eine Frage zum Modul');
    submit();
    await waitFor(() => expect(mocks.send).toHaveBeenCalledTimes(1));
    submit();
    finish({ ok: true });
    await waitFor(() =>
      expect(mocks.notify.success).toHaveBeenCalledWith('Deine Nachricht wurde erfolgreich versendet!'),
    );
    expect(mocks.send).toHaveBeenCalledTimes(1);
    expect(mocks.send.mock.calls[0]?.[0]).toMatchObject({ name: 'Paula', email: 'paula@apotheke.de', phone: '' });
    expect(onSent).toHaveBeenCalled();
    expect(field(/^Nachricht/).value).toBe('');
  });

  it('shows the failure toast when sending fails', async () => {
    mocks.send.mockRejectedValue(new Error('offline'));
    const { fill, submit } = setup();
    fill(/^Name/, 'Paula');
    fill(/^E-Mail/, 'paula@apotheke.de');
    fill(/^Nachricht/, 'Hallo');
    submit();
    await waitFor(() =>
      expect(mocks.notify.error).toHaveBeenCalledWith('Es ist ein Fehler aufgetreten! Bitte versuche es erneut.'),
    );
  });
});

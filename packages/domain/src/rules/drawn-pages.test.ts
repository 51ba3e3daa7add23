import { describe, expect, it } from 'vitest';
import { drawnPageOf } from './drawn-pages';

const none = new URLSearchParams();

describe('drawnPageOf', () => {
  it('names Home, also with a query (a campaign code link)', () => {
    expect(drawnPageOf('/', none)).toEqual({ kind: 'home' });
    expect(drawnPageOf('/', new URLSearchParams('code=ABC'))).toEqual({ kind: 'home' });
  });

  it("names a module's dashboard by its decoded slug, for the whole runtime only", () => {
    expect(drawnPageOf('/business/module/solsana-sonnenfluid', none)).toEqual({
      kind: 'moduleDashboard',
      slug: 'solsana-sonnenfluid',
    });
    expect(drawnPageOf('/business/module/h%C3%BCsten', none)).toEqual({ kind: 'moduleDashboard', slug: 'hüsten' });
    expect(drawnPageOf('/business/module/x', new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toBeNull();
  });

  it('draws nothing else: the demo dashboard, deeper or other addresses, a broken escape', () => {
    expect(drawnPageOf('/business/module/demo-dashboard', none)).toBeNull();
    expect(drawnPageOf('/business/module/x/y', none)).toBeNull();
    expect(drawnPageOf('/business/module/', none)).toBeNull();
    expect(drawnPageOf('/business/products', none)).toBeNull();
    expect(drawnPageOf('/business/module/%E0%A4%A', none)).toBeNull();
  });
});

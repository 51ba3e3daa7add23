/**
 * Every page of the app (the patterns of its route table, apps/web/src/app/routes) with the role
 * that sees it and, for a pattern with parameters, where a link to one such page is found.
 * every-page.<group>.spec.ts scan each with axe; page-list.spec.ts fails when the route table has a
 * page this list lacks.
 */
export interface PageToScan {
  /** The route's pattern as the route table spells it. */
  pattern: string;
  /** The address to open; for a pattern with parameters without one, `from` names the page linking to it. */
  path?: string;
  /** A page whose first link matching the pattern is followed. */
  from?: string;
}

export interface Role {
  name: string;
  /** Demo account (apps/api/src/ops/seed/demo.ts), null for a guest. */
  email: string | null;
  /** The heading the account lands on after the sign-in. */
  landing?: string;
  pages: PageToScan[];
}

const fixed = (...patterns: string[]): PageToScan[] => patterns.map((pattern) => ({ pattern, path: pattern }));

export const ROLES: Role[] = [
  {
    name: 'guest',
    email: null,
    pages: [
      ...fixed('/sign-in', '/sign-up', '/faq', '/datenschutz', '/nutzungsbedingungen', '/impressum', '/maintenance'),
      { pattern: '/account-deleted', path: '/account-deleted?bis=2027-01-01' },
      { pattern: '/certificates/verify/:code', path: '/certificates/verify/FALSCH12345' },
      { pattern: '/reset-password/:token', path: '/reset-password/abgelaufen' },
      { pattern: '*', path: '/gibt-es-nicht' },
    ],
  },
  {
    name: 'learner',
    email: 'pta@demo.apopunkt.de',
    landing: 'Hallo Paula!',
    pages: [
      ...fixed('/', '/special', '/brand-news', '/to-go', '/product', '/sales', '/medicine', '/competitions'),
      ...fixed(
        '/collect',
        '/certificates',
        '/premium',
        '/coupons',
        '/benefits',
        '/account',
        '/account/training-points',
        '/account/my-data',
      ),
      { pattern: '/competition/:id', path: '/competition/premium' },
      { pattern: '/manufacturer/:slug', path: '/manufacturer/kalmus-healthcare' },
      { pattern: '/loft/:slug', path: '/loft/kalmus-ibuprofen-600' },
      { pattern: '/play/:slug', path: '/play/erkaeltung-grundlagen' },
    ],
  },
  {
    name: 'learner without premium',
    email: 'neu@demo.apopunkt.de',
    landing: 'Hallo Noah!',
    pages: fixed('/become-premium'),
  },
  {
    name: 'pharmacy owner',
    email: 'inhaber@demo.apopunkt.de',
    landing: 'Hallo Ingrid!',
    pages: fixed('/team'),
  },
  {
    name: 'manager',
    email: 'hersteller@demo.apopunkt.de',
    landing: 'Produkte',
    pages: [
      ...fixed('/business/products', '/business/module/demo-dashboard'),
      { pattern: '/business/products/:slug', from: '/business/products' },
      { pattern: '/business/module/:slug', path: '/business/module/solsana-sonnenfluid-produktwissen' },
    ],
  },
  {
    name: 'field service',
    email: 'aussendienst@demo.apopunkt.de',
    landing: 'Trainings: Module',
    pages: fixed('/business/training-modules', '/business/training-employees'),
  },
  {
    name: 'staff',
    email: 'admin@demo.apopunkt.de',
    landing: 'Hallo Anton!',
    pages: [
      ...fixed(
        '/business/admin/dashboard',
        '/business/admin/coupon-dashboard',
        '/business/admin/campaign-codes',
        '/business/admin/benefit-requests',
        '/business/admin/verification-letters',
        '/business/admin/competitions',
        '/business/admin/quests',
        '/business/admin/quests/create',
        '/business/admin/modules',
        '/business/admin/modules/create',
        '/business/admin/modules/ad-group',
        '/business/admin/manufacturers',
        '/business/admin/products',
        '/business/admin/popups',
        '/business/admin/popups/create',
        '/business/admin/third-party-data',
        '/business/admin/third-party-data/create',
        '/business/admin/duplicates',
        '/business/admin/organisation-creation-requests',
        '/business/admin/users',
        '/business/admin/audit-log',
      ),
      { pattern: '/business/admin/competitions/create/:type', path: '/business/admin/competitions/create/1' },
      { pattern: '/business/admin/competitions/:id', from: '/business/admin/competitions' },
      { pattern: '/business/admin/competitions/:id/analytics', from: '/business/admin/competitions' },
      { pattern: '/business/admin/quests/:id', from: '/business/admin/quests' },
      { pattern: '/business/admin/modules/:uuid', from: '/business/admin/modules' },
      { pattern: '/business/admin/popups/:uuid', from: '/business/admin/popups' },
      { pattern: '/business/admin/popups/:uuid/analytics', from: '/business/admin/popups' },
      { pattern: '/business/admin/third-party-data/:uuid', from: '/business/admin/third-party-data' },
      { pattern: '/business/admin/users/:id', from: '/business/admin/users' },
    ],
  },
];

/** Routes that only send the visitor on (redirects, the sign-out): no page of their own to scan. */
export const ROUTES_WITHOUT_A_PAGE = [
  '/competitions/:id',
  '/redirect',
  '/product/:slug',
  '/profile',
  '/login',
  '/sign-out',
  '/business',
  '/business/admin',
];

/** A pattern's parameters as any one path segment. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The roles each every-page spec scans (every-page.<group>.spec.ts): the two e2e workers share the scan. */
export const SCAN_GROUPS = {
  members: ['guest', 'learner', 'learner without premium', 'pharmacy owner'],
  business: ['manager', 'field service'],
  staff: ['staff'],
} as const;
export type ScanGroup = keyof typeof SCAN_GROUPS;

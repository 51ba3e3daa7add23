/**
 * Every route of the portal with its name (spec §2), its router pattern and its href builder.
 * Navigation, redirects and tests use these names; no other file spells a path.
 */
function route<P extends unknown[]>(path: string, href: (...params: P) => string) {
  return { path, href };
}
const fixed = (path: string) => route(path, () => path);

export const paths = {
  Home: fixed('/'),
  Special: fixed('/special'),
  BrandNews: fixed('/brand-news'),
  ToGo: fixed('/to-go'),
  Product: fixed('/product'),
  Sales: fixed('/sales'),
  Medicine: fixed('/medicine'),
  Competitions: fixed('/competitions'),
  Manufacturer: route('/manufacturer/:slug', (slug: string) => `/manufacturer/${encodeURIComponent(slug)}`),
  Redirect: fixed('/redirect'),
  Play: route('/play/:slug', (slug: string) => `/play/${encodeURIComponent(slug)}`),
  Loft: route('/loft/:slug', (slug: string) => `/loft/${encodeURIComponent(slug)}`),
  ProductAlias: route('/product/:slug', (slug: string) => `/product/${encodeURIComponent(slug)}`),
  Competition: route('/competition/:id', (id: string | number) => `/competition/${id}`),
  CompetitionsAlias: route('/competitions/:id', (id: string | number) => `/competitions/${id}`),
  Collect: fixed('/collect'),
  Certificates: fixed('/certificates'),
  CertificateVerify: route(
    '/certificates/verify/:code',
    (code: string) => `/certificates/verify/${encodeURIComponent(code)}`,
  ),
  Premium: fixed('/premium'),
  Coupons: fixed('/coupons'),
  Benefits: fixed('/benefits'),
  Account: fixed('/account'),
  TrainingPoints: fixed('/account/training-points'),
  MyData: fixed('/account/my-data'),
  Team: fixed('/team'),
  /** After "Konto löschen": public, the erasure day in the query. */
  AccountDeleted: route('/account-deleted', (erasureAt?: string) =>
    erasureAt ? `/account-deleted?bis=${encodeURIComponent(erasureAt)}` : '/account-deleted',
  ),
  Recommendation: route('/account', () => '/account#recommendation'),
  Profile: fixed('/profile'),
  BecomePremium: fixed('/become-premium'),

  Business: fixed('/business'),
  BusinessProducts: fixed('/business/products'),
  BusinessProduct: route(
    '/business/products/:slug',
    (slug: string) => `/business/products/${encodeURIComponent(slug)}`,
  ),
  BusinessModuleDemo: fixed('/business/module/demo-dashboard'),
  BusinessModule: route('/business/module/:slug', (slug: string) => `/business/module/${encodeURIComponent(slug)}`),
  BusinessTrainingModules: fixed('/business/training-modules'),
  BusinessTrainingEmployees: fixed('/business/training-employees'),

  Admin: fixed('/business/admin'),
  AdminDashboard: fixed('/business/admin/dashboard'),
  CouponDashboard: fixed('/business/admin/coupon-dashboard'),
  CompetitionOverview: fixed('/business/admin/competitions'),
  CompetitionCreate: route(
    '/business/admin/competitions/create/:type',
    (type: string | number) => `/business/admin/competitions/create/${type}`,
  ),
  CompetitionEdit: route(
    '/business/admin/competitions/:id',
    (id: string | number) => `/business/admin/competitions/${id}`,
  ),
  CompetitionAnalytics: route(
    '/business/admin/competitions/:id/analytics',
    (id: string | number) => `/business/admin/competitions/${id}/analytics`,
  ),
  QuestOverview: fixed('/business/admin/quests'),
  QuestCreate: fixed('/business/admin/quests/create'),
  QuestEdit: route('/business/admin/quests/:id', (id: string | number) => `/business/admin/quests/${id}`),
  ModulesOverview: fixed('/business/admin/modules'),
  ModuleCreate: fixed('/business/admin/modules/create'),
  ModuleEdit: route('/business/admin/modules/:uuid', (uuid: string) => `/business/admin/modules/${uuid}`),
  PopupOverview: fixed('/business/admin/popups'),
  PopupCreate: fixed('/business/admin/popups/create'),
  PopupEdit: route('/business/admin/popups/:uuid', (uuid: string) => `/business/admin/popups/${uuid}`),
  PopupAnalytics: route(
    '/business/admin/popups/:uuid/analytics',
    (uuid: string) => `/business/admin/popups/${uuid}/analytics`,
  ),
  ThirdPartyDataOverview: fixed('/business/admin/third-party-data'),
  ThirdPartyDataCreate: fixed('/business/admin/third-party-data/create'),
  ThirdPartyDataEdit: route(
    '/business/admin/third-party-data/:uuid',
    (uuid: string) => `/business/admin/third-party-data/${uuid}`,
  ),
  AdminDuplicateUsers: fixed('/business/admin/duplicates'),
  OrganisationCreationRequestsOverview: fixed('/business/admin/organisation-creation-requests'),
  AdminVerificationLetters: fixed('/business/admin/verification-letters'),
  AdminBenefitRequests: fixed('/business/admin/benefit-requests'),
  AdminCampaignCodes: fixed('/business/admin/campaign-codes'),
  AdminUsers: fixed('/business/admin/users'),
  AdminUser: route('/business/admin/users/:id', (id: string | number) => `/business/admin/users/${id}`),
  AdminAuditLog: fixed('/business/admin/audit-log'),
  AdminAdGroup: fixed('/business/admin/modules/ad-group'),
  AdminManufacturers: fixed('/business/admin/manufacturers'),
  AdminProducts: fixed('/business/admin/products'),

  SignIn: fixed('/sign-in'),
  SignUp: fixed('/sign-up'),
  SignOut: fixed('/sign-out'),
  Login: fixed('/login'),
  ResetPassword: route('/reset-password/:token', (token: string) => `/reset-password/${encodeURIComponent(token)}`),
  Maintenance: fixed('/maintenance'),
  Faq: fixed('/faq'),
  Privacy: fixed('/datenschutz'),
  Terms: fixed('/nutzungsbedingungen'),
  Imprint: fixed('/impressum'),
} as const;

export type RouteName = keyof typeof paths;

/** The sign-in address that brings the user back to `redirect` afterwards (spec §8). */
export function signInHref(redirect?: string): string {
  return redirect ? `${paths.SignIn.path}?redirect=${encodeURIComponent(redirect)}` : paths.SignIn.path;
}

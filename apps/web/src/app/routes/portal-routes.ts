import {
  CAN_REQUEST_BENEFITS,
  CAN_VIEW_CERTIFICATES,
  CAN_VIEW_COMPETITIONS,
  CAN_VIEW_COUPONS,
} from '@apopunkt/domain/constants/permissions';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { guard, type RouteHandle } from '../guards/route-guard';
import {
  competitionLoader,
  competitionsAliasRedirect,
  homeLoader,
  loftLoader,
  loginRedirect,
  profileRedirect,
  utilityRedirect,
} from './redirects';

const signedIn = { auth: true } as const;
const competitions = { permission: CAN_VIEW_COMPETITIONS } as const;
const loggedOut = { loggedOut: true } as const;
const legal: RouteHandle = { legal: true };
const loft = () => import('../../routes/loft/loft');
/** Home's data, fetched beside Home's code (routes/home/home-data.ts). */
const prefetchHome = () =>
  // Should the chunk fail to load, Home's components fetch their data themselves.
  import('../../routes/home/home-data').then((data) => data.prefetchHomeData()).catch(() => {});
/** What Home's first paint holds: the popup (routes/home/home-data.ts). */
const homeFirstPaint = () =>
  import('../../routes/home/home-data').then((data) => data.loadHomeFirstPaint()).catch(() => {});

/** Pages in the default layout (header, content, newsletter block, footer). */
export const defaultLayoutRoutes: RouteObject[] = [
  {
    index: true,
    handle: { requires: signedIn } satisfies RouteHandle,
    loader: homeLoader(signedIn, prefetchHome, homeFirstPaint),
    lazy: () => import('../../routes/home/home'),
  },
  { path: paths.Special.path, ...guard(signedIn), lazy: () => import('../../routes/modules/special') },
  { path: paths.BrandNews.path, ...guard(signedIn), lazy: () => import('../../routes/modules/brand-news') },
  { path: paths.ToGo.path, ...guard(signedIn), lazy: () => import('../../routes/modules/to-go') },
  { path: paths.Product.path, ...guard(signedIn), lazy: () => import('../../routes/modules/product') },
  { path: paths.Sales.path, ...guard(signedIn), lazy: () => import('../../routes/modules/sales') },
  { path: paths.Medicine.path, ...guard(signedIn), lazy: () => import('../../routes/modules/medicine') },
  {
    path: paths.Competitions.path,
    ...guard(competitions),
    lazy: () => import('../../routes/competitions/competitions'),
  },
  { path: paths.CompetitionsAlias.path, loader: competitionsAliasRedirect, element: null },
  {
    path: paths.Competition.path,
    handle: { requires: competitions, back: true } satisfies RouteHandle,
    loader: competitionLoader(competitions),
    lazy: () => import('../../routes/competitions/competition'),
  },
  {
    path: paths.Manufacturer.path,
    ...guard(signedIn),
    lazy: () => import('../../routes/manufacturer/manufacturer'),
  },
  { path: paths.Redirect.path, handle: { requires: signedIn }, loader: utilityRedirect(signedIn), element: null },
  { path: paths.Loft.path, handle: { requires: signedIn }, loader: loftLoader(signedIn), lazy: loft },
  { path: paths.ProductAlias.path, handle: { requires: signedIn }, loader: loftLoader(signedIn), lazy: loft },
  { path: paths.Collect.path, ...guard(signedIn), lazy: () => import('../../routes/rewards/collect') },
  {
    path: paths.Certificates.path,
    ...guard({ permission: CAN_VIEW_CERTIFICATES }),
    lazy: () => import('../../routes/rewards/certificates'),
  },
  { path: paths.CertificateVerify.path, lazy: () => import('../../routes/rewards/certificate-verify') },
  { path: paths.Premium.path, ...guard(signedIn), lazy: () => import('../../routes/rewards/premium') },
  {
    path: paths.Coupons.path,
    ...guard({ permission: CAN_VIEW_COUPONS, premium: true }),
    lazy: () => import('../../routes/rewards/coupons'),
  },
  {
    path: paths.Benefits.path,
    ...guard({ permission: CAN_REQUEST_BENEFITS, premium: true }),
    lazy: () => import('../../routes/rewards/benefits'),
  },
  {
    path: paths.BecomePremium.path,
    ...guard({ notPremium: true }),
    lazy: () => import('../../routes/rewards/become-premium'),
  },
  { path: paths.Account.path, ...guard(signedIn), lazy: () => import('../../routes/account/account') },
  { path: paths.MyData.path, ...guard(signedIn), lazy: () => import('../../routes/account/my-data') },
  { path: paths.AccountDeleted.path, lazy: () => import('../../routes/account/account-deleted') },
  {
    path: paths.TrainingPoints.path,
    ...guard({ permission: CAN_VIEW_CERTIFICATES }),
    lazy: () => import('../../routes/account/training-points'),
  },
  { path: paths.Team.path, ...guard(signedIn), lazy: () => import('../../routes/team/team') },
  { path: paths.Profile.path, loader: profileRedirect, element: null },
  { path: paths.SignIn.path, ...guard(loggedOut), lazy: () => import('../../routes/auth/sign-in') },
  { path: paths.SignUp.path, ...guard(loggedOut), lazy: () => import('../../routes/auth/sign-up') },
  { path: paths.Login.path, loader: loginRedirect, element: null },
  { path: paths.SignOut.path, ...guard(signedIn), lazy: () => import('../../routes/auth/sign-out') },
  {
    path: paths.ResetPassword.path,
    ...guard(loggedOut),
    lazy: () => import('../../routes/auth/reset-password'),
  },
  { path: paths.Faq.path, handle: legal, lazy: () => import('../../routes/legal/faq') },
  { path: paths.Privacy.path, handle: legal, lazy: () => import('../../routes/legal/privacy') },
  { path: paths.Terms.path, handle: legal, lazy: () => import('../../routes/legal/terms') },
  { path: paths.Imprint.path, handle: legal, lazy: () => import('../../routes/legal/imprint') },
  { path: '*', lazy: () => import('../../routes/errors/not-found') },
];

/** The module player in its own layout (header and content). */
export const playLayoutRoutes: RouteObject[] = [
  { path: paths.Play.path, ...guard(signedIn, { back: true }), lazy: () => import('../../routes/play/play') },
];

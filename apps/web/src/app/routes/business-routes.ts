import type { RouteObject } from 'react-router';
import { paths, type RouteName } from '../../config/paths';
import { guard, type RouteRequirements } from '../guards/route-guard';
import { adminIndexRedirect, businessIndexRedirect } from './redirects';

const staff: RouteRequirements = { business: 'staff' };
const modulesDashboard: RouteRequirements = { business: 'FEATURE_DASHBOARD_MODULES' };
const cfrDashboard: RouteRequirements = { business: 'FEATURE_DASHBOARD_CFR' };

/** A business page with its own screen, lazy-loaded. */
function lazyPage(name: RouteName, requires: RouteRequirements, lazy: RouteObject['lazy']): RouteObject {
  return { path: paths[name].path, ...guard(requires), lazy };
}

/** A staff page with its own screen, lazy-loaded. */
function admin(name: RouteName, lazy: RouteObject['lazy']): RouteObject {
  return { path: paths[name].path, ...guard(staff), lazy };
}

/** Pages in the business layout (sidebar); spec §2 and §6. */
export const businessLayoutRoutes: RouteObject[] = [
  { path: paths.Business.path, loader: businessIndexRedirect({ business: 'any' }), element: null },
  { path: paths.Admin.path, loader: adminIndexRedirect(staff), element: null },
  lazyPage('BusinessProducts', modulesDashboard, () => import('../../routes/business/products')),
  lazyPage('BusinessProduct', modulesDashboard, () => import('../../routes/business/product')),
  lazyPage('BusinessModuleDemo', modulesDashboard, () => import('../../routes/business/module-demo')),
  lazyPage('BusinessModule', modulesDashboard, () => import('../../routes/business/module')),
  lazyPage('BusinessTrainingModules', cfrDashboard, () => import('../../routes/business/training-modules')),
  lazyPage('BusinessTrainingEmployees', cfrDashboard, () => import('../../routes/business/training-employees')),
  admin('AdminDashboard', () => import('../../routes/business/admin/dashboard')),
  admin('CouponDashboard', () => import('../../routes/business/admin/coupon-dashboard')),
  admin('AdminCampaignCodes', () => import('../../routes/business/admin/campaign-codes')),
  admin('AdminBenefitRequests', () => import('../../routes/business/admin/benefit-requests')),
  admin('AdminVerificationLetters', () => import('../../routes/business/admin/verification-letters')),
  admin('CompetitionOverview', () => import('../../routes/business/admin/engagement/competitions')),
  admin('CompetitionCreate', () => import('../../routes/business/admin/engagement/competition-create')),
  admin('CompetitionAnalytics', () => import('../../routes/business/admin/engagement/competition-analytics')),
  admin('CompetitionEdit', () => import('../../routes/business/admin/engagement/competition-edit')),
  admin('QuestOverview', () => import('../../routes/business/admin/engagement/quests')),
  admin('QuestCreate', () => import('../../routes/business/admin/engagement/quest-edit')),
  admin('QuestEdit', () => import('../../routes/business/admin/engagement/quest-edit')),
  admin('ModulesOverview', () => import('../../routes/business/admin/modules')),
  admin('ModuleCreate', () => import('../../routes/business/admin/module-create')),
  admin('AdminAdGroup', () => import('../../routes/business/admin/modules-ad-group')),
  admin('ModuleEdit', () => import('../../routes/business/admin/module-edit')),
  admin('AdminManufacturers', () => import('../../routes/business/admin/manufacturers')),
  admin('AdminProducts', () => import('../../routes/business/admin/products')),
  admin('PopupOverview', () => import('../../routes/business/admin/engagement/popups')),
  admin('PopupCreate', () => import('../../routes/business/admin/engagement/popup-edit')),
  admin('PopupAnalytics', () => import('../../routes/business/admin/engagement/popup-analytics')),
  admin('PopupEdit', () => import('../../routes/business/admin/engagement/popup-edit')),
  admin('ThirdPartyDataOverview', () => import('../../routes/business/admin/third-party-data')),
  admin('ThirdPartyDataCreate', () => import('../../routes/business/admin/third-party-data-edit')),
  admin('ThirdPartyDataEdit', () => import('../../routes/business/admin/third-party-data-edit')),
  admin('AdminDuplicateUsers', () => import('../../routes/business/admin/duplicates')),
  admin('OrganisationCreationRequestsOverview', () => import('../../routes/business/admin/organisation-requests')),
  { path: paths.AdminUsers.path, ...guard(staff), lazy: () => import('../../routes/business/admin/users') },
  {
    path: paths.AdminAuditLog.path,
    ...guard({ business: 'superuser' }),
    lazy: () => import('../../routes/business/admin/audit-log'),
  },
  { path: paths.AdminUser.path, ...guard(staff), lazy: () => import('../../routes/business/admin/user') },
];

import type { RouteObject } from 'react-router';
import { paths, type RouteName } from '../../config/paths';
import { guard, type RouteRequirements } from '../guards/route-guard';
import { adminIndexRedirect, businessIndexRedirect } from './redirects';

const staff: RouteRequirements = { business: 'staff' };
const modulesDashboard: RouteRequirements = { business: 'FEATURE_DASHBOARD_MODULES' };
const cfrDashboard: RouteRequirements = { business: 'FEATURE_DASHBOARD_CFR' };
const businessPage = () => import('../../routes/business/business-page');

/** A business page whose screen follows in a later release: heading and explanation from here. */
function page(name: RouteName, requires: RouteRequirements, title: string, description: string): RouteObject {
  return { path: paths[name].path, ...guard(requires, { page: { title, description } }), lazy: businessPage };
}

/** A staff page with its own screen, lazy-loaded. */
function admin(name: RouteName, lazy: RouteObject['lazy']): RouteObject {
  return { path: paths[name].path, ...guard(staff), lazy };
}

/** Pages in the business layout (sidebar); spec §2 and §6. */
export const businessLayoutRoutes: RouteObject[] = [
  { path: paths.Business.path, loader: businessIndexRedirect({ business: 'any' }), element: null },
  { path: paths.Admin.path, loader: adminIndexRedirect(staff), element: null },
  page('BusinessProducts', modulesDashboard, 'Produkte', 'Deine Produkte mit ihren Modulen, Reichweite und Budget.'),
  page('BusinessProduct', modulesDashboard, 'Produkt', 'Module, erreichte Kontakte und Restbudget dieses Produkts.'),
  page(
    'BusinessModuleDemo',
    modulesDashboard,
    'Demo-Dashboard',
    'Ein Beispiel-Dashboard, das zeigt, welche Auswertungen zu einem Modul bereitstehen.',
  ),
  page(
    'BusinessModule',
    modulesDashboard,
    'Modul-Dashboard',
    'Reichweite dieses Moduls: erreichte Apotheken, Kontakte, Abschlüsse und Verteilung nach Beruf und Region.',
  ),
  page(
    'BusinessTrainingModules',
    cfrDashboard,
    'Trainings: Module',
    'Welche Module deine Mitarbeitenden im Außendienst bearbeitet und abgeschlossen haben.',
  ),
  page(
    'BusinessTrainingEmployees',
    cfrDashboard,
    'Trainings: Mitarbeitende',
    'Der Lernstand jeder Mitarbeiterin und jedes Mitarbeiters im Außendienst.',
  ),
  page('AdminDashboard', staff, 'Dashboard', 'Kennzahlen der Plattform: aktive Nutzer, Abschlüsse und Prämien.'),
  admin('CouponDashboard', () => import('../../routes/business/admin/coupon-dashboard')),
  admin('AdminCampaignCodes', () => import('../../routes/business/admin/campaign-codes')),
  admin('AdminBenefitRequests', () => import('../../routes/business/admin/benefit-requests')),
  admin('AdminVerificationLetters', () => import('../../routes/business/admin/verification-letters')),
  page('CompetitionOverview', staff, 'Gewinnspiele', 'Alle Gewinnspiele mit Laufzeit und Status.'),
  page('CompetitionCreate', staff, 'Gewinnspiel anlegen', 'Name, Laufzeit, Bilder, Bedingungen und Module.'),
  page('CompetitionAnalytics', staff, 'Gewinnspiel-Auswertung', 'Teilnahmen und Fortschritt der Teilnehmenden.'),
  page('CompetitionEdit', staff, 'Gewinnspiel bearbeiten', 'Name, Laufzeit, Bilder, Bedingungen und Module.'),
  page('QuestOverview', staff, 'Weekly-Challenges', 'Die wöchentlichen Herausforderungen mit Zeitraum und Modulen.'),
  page('QuestCreate', staff, 'Weekly-Challenge anlegen', 'Zeitraum, Titelbilder und Modul der Challenge.'),
  page('QuestEdit', staff, 'Weekly-Challenge bearbeiten', 'Zeitraum, Titelbilder und Modul der Challenge.'),
  page('ModulesOverview', staff, 'Module', 'Alle Lernmodule mit Typ, Sichtbarkeit und Budget.'),
  page('ModuleCreate', staff, 'Modul anlegen', 'Inhalte, Typ, Sichtbarkeit und Punkte eines neuen Moduls.'),
  page('ModuleEdit', staff, 'Modul bearbeiten', 'Inhalte, Typ, Sichtbarkeit und Punkte des Moduls.'),
  page('PopupOverview', staff, 'Popups', 'Hinweis-Popups auf der Startseite mit Laufzeit und Status.'),
  page('PopupCreate', staff, 'Popup anlegen', 'Bilder, Link, Kurzbeschreibung und Laufzeit.'),
  page('PopupAnalytics', staff, 'Popup-Auswertung', 'Wie oft das Popup gesehen und geklickt wurde, nach Region.'),
  page('PopupEdit', staff, 'Popup bearbeiten', 'Bilder, Link, Kurzbeschreibung und Laufzeit.'),
  page(
    'ThirdPartyDataOverview',
    staff,
    'Datenweitergabe',
    'Welche Daten mit Einwilligung der Nutzer an Hersteller weitergegeben werden.',
  ),
  page('ThirdPartyDataCreate', staff, 'Datenweitergabe anlegen', 'Hersteller, Zweck und Einwilligungstext.'),
  page('ThirdPartyDataEdit', staff, 'Datenweitergabe bearbeiten', 'Hersteller, Zweck und Einwilligungstext.'),
  page(
    'AdminDuplicateUsers',
    staff,
    'Nutzer Duplikate',
    'Konten, die vermutlich zu derselben Person gehören, prüfen und bereinigen.',
  ),
  admin('OrganisationCreationRequestsOverview', () => import('../../routes/business/admin/organisation-requests')),
  { path: paths.AdminUsers.path, ...guard(staff), lazy: () => import('../../routes/business/admin/users') },
  { path: paths.AdminUser.path, ...guard(staff), lazy: () => import('../../routes/business/admin/user') },
];

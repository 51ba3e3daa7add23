// The module's front door: what other modules may use.
export { organisationsRoutes } from './organisations.routes';
export { findSelectableOrganisation, organisationForVerification } from './organisations.service';
export type { Workplace } from './workplace.service';
export { changeWorkplace, verifyEmployment } from './workplace.service';

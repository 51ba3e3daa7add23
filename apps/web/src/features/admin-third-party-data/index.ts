// The feature's front door: what other features, routes and the app may use.
export { useThirdPartySet } from './api/get-third-party-sets';
export { SetExports } from './components/set-exports';
export { SetForm } from './components/set-form';
export { SetModules } from './components/set-modules';
export { SetsAdmin } from './components/sets-admin';

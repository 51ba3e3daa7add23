// The feature's front door: what other features, routes and the app may use.
export { adGroupQuery, EDITORS_PICKS_GROUP_ID } from './api/get-ad-group';
export { LATEST_ROWS, latestModulesQuery } from './api/get-latest-modules';
export { Discover } from './components/discover';

// The feature's front door: what other features, routes and the app may use.
export { useRecommendedBy } from './api/team';
export { TeamInvitation } from './components/team-invitation';
export { TeamView } from './components/team-view';

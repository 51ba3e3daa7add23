// The feature's front door: what other features, routes and the app may use.
export { competitionRedirect } from './api/competition-redirect';
export { competitionsQuery } from './api/get-competitions';
export { CompetitionBanner } from './components/competition-banner';
export { CompetitionDetailView } from './components/competition-detail';
export { CompetitionTiles } from './components/competition-tiles';

// The feature's front door: what other features, routes and the app may use.
export { questsQuery } from './api/get-quests';
export { HomeQuestBanner, HomeQuestsBlock } from './components/home-quests';
export { WeeklyChallengeBanner } from './components/weekly-challenge-banner';

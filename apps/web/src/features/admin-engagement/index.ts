// The feature's front door: what other features, routes and the app may use.
export { useAdminCompetition } from './api/get-admin-competitions';
export { useAdminPopup } from './api/get-admin-popups';
export { useAdminQuest } from './api/get-admin-quests';
export { CompetitionAnalyticsView } from './components/competition-analytics';
export { CompetitionForm } from './components/competition-form';
export { CompetitionsAdmin } from './components/competitions-admin';
export { PopupForm } from './components/popup-form';
export { PopupReportView } from './components/popup-report';
export { PopupsAdmin } from './components/popups-admin';
export { QuestForm } from './components/quest-form';
export { QuestsAdmin } from './components/quests-admin';

// The module's front door: what other modules may use.
export { payQuestBonusIfDue } from './quest-bonus.service';
export { questRunsForModule } from './quest-running';
export { questsRoutes } from './quests.routes';
export { listQuests } from './quests.service';
export { questsAdminRoutes } from './quests-admin.routes';

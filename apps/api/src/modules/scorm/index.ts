// The module's front door: what other modules may use.
export { scormAdminRoutes } from './scorm-admin.routes';
export { SCORM_BRIDGE_SCRIPT } from './scorm-bridge';
export { scormCompletionRoutes } from './scorm-completion.routes';
export { injectBridge, packageVersions, scormDocumentOf } from './scorm-files';

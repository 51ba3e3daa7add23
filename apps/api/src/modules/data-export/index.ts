// The module's front door: what other modules may use.
export { dataExportRoutes } from './data-export.routes';

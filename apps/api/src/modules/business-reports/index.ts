// The module's front door: what other modules may use.

export { businessReportsJob } from './business-reports.job';
export type { ReportTotals } from './report-fold';
export { ADD_TO_REPORT_MODULE_DAYS, ADD_TO_REPORT_MODULES } from './report-job.repository';
export { reportStatus, runReportJob } from './report-job.service';

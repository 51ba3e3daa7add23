// The module's front door: what other modules may use.

export { businessReportsJob } from './business-reports.job';
export type { ReportTotals } from './report-fold';
export { reportStatus, runReportJob } from './report-job.service';

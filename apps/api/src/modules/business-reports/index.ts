// The module's front door: what other modules may use.
export { businessReportsJob } from './business-reports.job';
export { reportStatus, runReportJob } from './report-job.service';

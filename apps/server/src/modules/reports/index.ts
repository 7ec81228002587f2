export { createReportsService, type ReportsService } from './reports.service.ts';
export { registerReportRoutes } from './reports.routes.ts';
// Another module's report (the parcels of POS MLO) is filtered and written as a file the same way.
export { reportPeriod } from './reports.service.ts';
export { contentTypes, reportFileStream, type FileColumn, type ReportFile } from './report-file.ts';

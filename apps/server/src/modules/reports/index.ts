export { createReportsService, type ReportsService } from './reports.service.ts';
export { registerReportRoutes } from './reports.routes.ts';

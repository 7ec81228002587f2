export { createBulkService, rowsPerFile, type BulkService } from './bulk.service.ts';
export { registerBulkRoutes } from './bulk.routes.ts';
export {
  bulkJobs,
  enqueueConfirmed,
  processBulkUploadJob,
  pruneBulkUploadsJob,
  sweepBulkUploadsJob,
  watchBulkUploadJob,
} from './bulk.jobs.ts';

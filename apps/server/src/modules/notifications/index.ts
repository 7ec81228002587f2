export { sendEmailJob, type EmailPayload } from './notifications.jobs.ts';

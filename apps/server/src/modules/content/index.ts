export { createContentService, type ContentService } from './content.service.ts';
export { registerContentAdminRoutes } from './content.routes.ts';
export { registerPublicPages, marketingFamilies } from './public.routes.ts';
export { seedDemoContent } from './content.seed.ts';

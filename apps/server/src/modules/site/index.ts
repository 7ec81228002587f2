export { registerSiteRoutes } from './site.routes.ts';

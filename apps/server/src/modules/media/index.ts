export { createMediaService, type MediaService } from './media.service.ts';
export { registerMediaRoutes } from './media.routes.ts';
export { renderPricelistPicture } from './media.renderer.ts';
export { seedDemoMedia, mediaDemoAgentPhone } from './media.seed.ts';

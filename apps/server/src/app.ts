import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sitePaths } from '@konter/shared/contracts/site';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { registerDevPages } from './integrations/dev-pages.ts';
import type { Providers, Simulators } from './integrations/providers.ts';
import { registerAccountRoutes, sessionCookieName } from './modules/accounts/index.ts';
import {
  registerAdminCatalogueRoutes,
  registerAdminPurchaseRoutes,
  registerAdminRoutes,
  registerAdminTenantRoutes,
  registerAdminDashboardRoutes,
  registerAdminTenantSettingsRoutes,
  registerAdminCredentialsRoutes,
} from './modules/admin/index.ts';
import { registerAgentRoutes } from './modules/agents/index.ts';
import { registerBulkRoutes } from './modules/bulk/index.ts';
import { registerContentAdminRoutes, registerPublicPages } from './modules/content/index.ts';
import { registerMediaRoutes } from './modules/media/index.ts';
import { registerCatalogueRoutes, registerPpobModuleGuard } from './modules/ppob/index.ts';
import { registerDepositRoutes } from './modules/deposits/index.ts';
import { registerPostpaidRoutes, registerPurchaseRoutes } from './modules/ppob/index.ts';
import { registerShopRoutes } from './modules/shop/index.ts';
import { registerNotificationRoutes } from './modules/notifications/index.ts';
import { registerReferralRoutes } from './modules/referral/index.ts';
import { registerDeveloperRoutes, registerH2hApi } from './modules/h2h/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerLogisticsRoutes } from './modules/logistics/index.ts';
import { registerSiteRoutes } from './modules/site/index.ts';
import { registerPlatformRoutes } from './modules/platform/index.ts';
import { registerAuthScope } from './platform/auth.ts';
import { countServerErrors } from './platform/error-counts.ts';
import type { Clock } from './platform/clock.ts';
import { rejectControlCharacters } from './platform/control-characters.ts';
import { registerCookiePolicy } from './platform/cookies.ts';
import { registerCsrf } from './platform/csrf.ts';
import { AppError, registerErrorHandling, sendError } from './platform/errors.ts';
import { registerHealth } from './platform/health.ts';
import { registerLocale } from './platform/locale.ts';
import { RealtimeHub, registerRealtime } from './platform/realtime.ts';
import type { JobQueue } from './platform/queue.ts';
import { createAddressKeys } from './platform/rate-limit-key.ts';
import { apiSecurityHeaders, registerSecurityHeaders, securityHeaders } from './platform/security-headers.ts';
import { registerTenancy } from './platform/tenancy.ts';
import { WebPageRenderer } from './platform/web-page.ts';
import type { AppServices } from './services.ts';

export type AppDependencies = {
  config: AppConfig;
  database: Database;
  queue: JobQueue;
  clock: Clock;
  logger: FastifyBaseLogger;
  providers: Providers;
  /** The process's services (services.ts, `createServices`): the same instances its job workers use. */
  services: AppServices;
  /** Present in development and tests: the loopback stand-ins for the providers, shown at /dev/*. */
  simulators: Simulators | null;
  /** More routes of the web app's scope (a platform test's probe routes), registered with the modules' own. */
  webScopeRoutes?: (scoped: FastifyInstance) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/**
 * Builds the whole HTTP application without listening: `main.ts` listens on it, tests call `app.inject()`.
 * Platform concerns first (errors, cookies, headers, tenancy, locale, CSRF, rate limits, OpenAPI), then modules,
 * then the web app's pages.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, queue, clock, providers } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerCookiePolicy(app, { alwaysSecure: config.env === 'production' });
  rejectControlCharacters(app);

  const { services } = deps;
  app.decorate('services', services);
  countServerErrors(app, services.errorCounts);
  app.addHook('onClose', () => services.errorCounts.stop());

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 20 } });
  const hsts = config.env === 'production';
  const headers = { document: securityHeaders({ hsts }), api: apiSecurityHeaders({ hsts }) };
  registerSecurityHeaders(app, headers);
  // One LISTEN connection per process (the realtime hub's) also carries the announcements of the tenants' and the
  // reseller API callers' changes.
  const realtime = new RealtimeHub(deps.logger);
  await services.tenants.listen((channel, handler) => realtime.listen(channel, handler));
  await services.h2h.listen((channel, handler) => realtime.listen(channel, handler));
  await realtime.start(database);
  app.addHook('onClose', async () => realtime.stop());
  registerTenancy(app, services.tenants);
  registerLocale(app);
  const addressKey = createAddressKeys();
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The web app's built files (content-hashed, cached for a year) cost nothing to serve and one screen loads a dozen
    // of them: counting them made a few page loads from one address (an office, a carrier's NAT, the e2e browsers)
    // answer 429 for a script, and the screen never appeared.
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
    errorResponseBuilder: () => new AppError('too_many_requests'),
    keyGenerator: (request) => addressKey(request.ip),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Konter API', version: '1.0.0', description: 'The HTTP API of Konter under /api/v1/.' },
    },
    transform: jsonSchemaTransform,
  });
  app.addHook('onRoute', (route) => {
    // The API docs answer on any host.
    if (route.url.startsWith(sitePaths.docs)) route.config = { ...route.config, tenant: 'optional', auth: 'public' };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: sitePaths.docs,
    uiConfig: { docExpansion: 'list' },
    staticCSP: false,
  });

  registerHealth(app, { database, queue, clock });
  // The web app's scope: a cookie session, CSRF on every state-changing request (decision 024).
  const cookieSession = {
    authenticate: (request: FastifyRequest) =>
      request.tenant
        ? services.auth.authenticate(request.tenant, request.cookies[sessionCookieName(request)])
        : Promise.resolve(null),
  };
  const pages = new WebPageRenderer({
    webDistDir: config.webDistDir,
    csrf: services.csrf,
    liveChat: providers.liveChat,
    cacheTemplate: config.env !== 'development',
  });
  await registerAuthScope(
    app,
    { authenticator: cookieSession, csrf: (scoped) => registerCsrf(scoped, services.csrf) },
    (scoped) => {
      registerSiteRoutes(scoped, { csrf: services.csrf, liveChat: providers.liveChat });
      registerAccountRoutes(scoped, { auth: services.auth, account: services.account });
      registerDepositRoutes(scoped, {
        deposits: services.deposits,
        gateways: providers.payments,
        gatewaysFor: providers.gatewaysFor,
        tenantBySlug: (slug) => services.tenants.bySlug(slug),
        audit: services.audit,
        database,
      });
      registerPpobModuleGuard(scoped);
      registerCatalogueRoutes(scoped, { catalogue: services.catalogue });
      registerReportRoutes(scoped, { reports: services.reports });
      registerPurchaseRoutes(scoped, {
        purchases: services.purchases,
        receipts: services.receipts,
        settlement: services.settlement,
        nameChecks: services.nameChecks,
        suppliers: providers.suppliers,
        suppliersFor: providers.suppliersFor,
        tenantBySlug: (slug) => services.tenants.bySlug(slug),
      });
      registerPostpaidRoutes(scoped, {
        postpaid: services.postpaid,
        purchases: services.purchases,
        receipts: services.receipts,
      });
      registerBulkRoutes(scoped, { bulk: services.bulk });
      registerShopRoutes(scoped, { shop: services.shop });
      registerAdminRoutes(scoped, { admin: services.admin });
      registerAdminCatalogueRoutes(scoped, { catalogue: services.adminCatalogue });
      registerAdminPurchaseRoutes(scoped, { purchases: services.adminPurchases });
      registerAdminTenantRoutes(scoped, { tenant: services.adminTenant });
      registerAdminDashboardRoutes(scoped, { dashboard: services.adminDashboard });
      registerAdminTenantSettingsRoutes(scoped, { settings: services.adminTenantSettings });
      registerAdminCredentialsRoutes(scoped, { credentials: services.adminCredentials });
      registerNotificationRoutes(scoped, { notifications: services.notifications, push: services.push });
      registerReferralRoutes(scoped, { referral: services.referral });
      registerLogisticsRoutes(scoped, { logistics: services.logistics });
      registerAgentRoutes(scoped, { agents: services.agents });
      registerDeveloperRoutes(scoped, { h2h: services.h2h });
      registerContentAdminRoutes(scoped, { content: services.content });
      registerMediaRoutes(scoped, { media: services.media });
      registerPlatformRoutes(scoped, { platform: services.platform });
      registerPublicPages(scoped, {
        content: services.content,
        pricelist: (tenant, family) => services.catalogue.pricelist(tenant, family),
        renderApp: (request, reply) => pages.render(request, reply, 200, { signedIn: request.auth !== null }),
      });
      registerRealtime(scoped, { hub: realtime, secret: config.sessionSecret, clock, headers: headers.api });
      deps.webScopeRoutes?.(scoped);
    },
  );
  // The reseller API (issue 19): Digiflazz's buyer protocol, a signed body instead of a session (decision 024).
  await registerH2hApi(app, { h2h: services.h2h });
  if (deps.simulators && config.env !== 'production') registerDevPages(app, deps.simulators);
  // Public uploads come from the storage port (decision 029), whichever machine or bucket holds them.
  app.get('/uploads/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isPublicUpload(key, request.tenant?.id) ? await services.storage.get(key) : null;
    if (!file) return sendError(request, reply, new AppError('not_found'));
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  if (existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: true,
      index: false,
      // One route per built file, fixed at start: directories and unknown paths fall through to the app shell.
      wildcard: false,
      // The web build writes .br and .gz beside each text asset (apps/web/scripts/precompress.ts): sent as they are,
      // with no compression work per request.
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // An API path or a file that is not there (or not this host's to serve) is a plain 404, never the web app.
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return sendError(request, reply, new AppError('not_found'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendError(request, reply, new AppError('not_found'));
    // Every other path belongs to the single-page app, which shows its own 404 for routes it does not know.
    return pages.render(request, reply);
  });

  return app;
}

/**
 * What `/uploads/` serves: a tenant's public files (avatars under `avatars/<tenant id>/`, its logo under
 * `logos/<tenant id>/`, the shop's product pictures under `shop/<tenant id>/`, SHP-01) on that tenant's own hosts
 * only; anything else (private files, such as identity attachments) never, since those go through routes that check
 * who asks.
 */
export function isPublicUpload(pathName: string, tenantId: string | undefined): boolean {
  const [area, owner, file, ...rest] = pathName.split('/').filter(Boolean);
  const publicArea = area === 'avatars' || area === 'logos' || area === 'shop';
  return publicArea && tenantId !== undefined && owner === tenantId && file !== undefined && rest.length === 0;
}

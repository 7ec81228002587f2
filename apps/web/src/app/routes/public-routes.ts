import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';
import { HomePage } from './landing.tsx';
import { shopPublicRoutes } from './shop-routes.ts';

/**
 * Pages anyone may open without logging in (NAV-04); ids start with `page::`. Add the marketing pages (/m/…),
 * /pricelist/:type, /help/*, /blog/* and the payment return pages here as their features arrive.
 */
export const publicRoutes: RouteObject[] = [
  // The landing page comes with the entry chunk rather than as a chunk of its own: most first visits start here, and
  // on a slow phone link the extra round trip after the entry cost about 0.2 s of LCP (bench/README.md). Other pages
  // pay its 3.5 KiB gzip.
  lazyPage({
    id: 'page::home',
    path: '/',
    title: 'title.home',
    memberTitle: 'title.member_home',
    load: async () => HomePage,
  }),
  // Authentication (ACC-01, ACC-02, ACC-03, ACC-08): reachable logged out by definition.
  lazyPage({
    id: 'page::auth-login',
    path: '/auth/login',
    title: 'title.login',
    load: async () => (await import('./auth/login.tsx')).LoginPage,
  }),
  lazyPage({
    id: 'page::auth-register',
    path: '/auth/register',
    title: 'title.register',
    back: true,
    load: async () => (await import('./auth/register.tsx')).RegisterPage,
  }),
  lazyPage({
    id: 'page::auth-verify-email',
    path: '/auth/verify-email',
    title: 'title.verify_email',
    load: async () => (await import('./auth/verify-email.tsx')).VerifyEmailPage,
  }),
  lazyPage({
    id: 'page::auth-forgot-password',
    path: '/auth/forgot-password',
    title: 'title.forgot_password',
    back: true,
    load: async () => (await import('./auth/forgot-password.tsx')).ForgotPasswordPage,
  }),
  lazyPage({
    id: 'page::auth-reset-password',
    path: '/auth/reset-password',
    title: 'title.reset_password',
    load: async () => (await import('./auth/reset-password.tsx')).ResetPasswordPage,
  }),
  lazyPage({
    id: 'page::auth-waiting-approval',
    path: '/auth/waiting-approval',
    title: 'title.waiting_approval',
    load: async () => (await import('./auth/waiting-approval.tsx')).WaitingApprovalPage,
  }),
  lazyPage({
    id: 'page::auth-logout',
    path: '/auth/logout',
    title: 'title.logout',
    back: true,
    load: async () => (await import('./auth/logout.tsx')).LogoutPage,
  }),
  // Payment-provider return pages (DEP-07): public, as the provider sends the browser back without asking.
  lazyPage({
    id: 'page::midtrans-finish',
    path: '/midtrans/finish',
    title: 'title.payment_finish',
    load: async () => (await import('./midtrans/finish.tsx')).PaymentFinishPage,
  }),
  lazyPage({
    id: 'page::midtrans-unfinish',
    path: '/midtrans/unfinish',
    title: 'title.payment_unfinish',
    load: async () => (await import('./midtrans/unfinish.tsx')).PaymentUnfinishPage,
  }),
  lazyPage({
    id: 'page::midtrans-error',
    path: '/midtrans/error',
    title: 'title.payment_error',
    load: async () => (await import('./midtrans/error.tsx')).PaymentErrorPage,
  }),
  // The public site the server renders (CMS-01, NAV-04, NAV-05): reached from inside the app, the browser loads it.
  ...['/help', '/help/*', '/blog/*', '/m/*', '/agency'].map((path) =>
    lazyPage({
      id: `page::server${path.replace(/[/*]+/g, '-')}`,
      path,
      title: 'title.public_page',
      load: async () => (await import('./server-page.tsx')).ServerPage,
    }),
  ),
  // The shop's list, products and a guest's cart (SHP-02 localCart); checkout and orders stay behind login.
  ...shopPublicRoutes,
];

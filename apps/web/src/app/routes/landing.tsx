import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { readPageState } from '../../lib/page-state.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

// A chunk of its own: a visitor's `/` is the landing the server renders, with no app at all.
const MemberHome = lazy(async () => ({ default: (await import('./home/member-home.tsx')).MemberHome }));
const ServerPage = lazy(async () => ({ default: (await import('./server-page.tsx')).ServerPage }));

/**
 * `/`: a logged-in account's home (balances, menu, recent transactions). A visitor's `/` is the public landing that
 * the server renders with no script (issue 22); the app reaches this route for a visitor only by navigating inside
 * the app (the brand link, after logging out), and then loads that page.
 */
export function HomePage() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <VisitorHome />;
  return (
    <Suspense fallback={null}>
      <MemberHome />
    </Suspense>
  );
}

function VisitorHome() {
  // This document came from `/` only if the server found a valid session; if it has ended since (an account that
  // could not be loaded), loading `/` again would serve this same page: the login page is then the way on.
  const servedSignedIn = readPageState()?.signedIn === true;
  if (servedSignedIn) return <Navigate to="/auth/login" replace />;
  return (
    <Suspense fallback={null}>
      <ServerPage />
    </Suspense>
  );
}

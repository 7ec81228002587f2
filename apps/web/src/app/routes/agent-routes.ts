import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { lazyPage } from './define-route.ts';

const page = (name: keyof typeof import('./agents/agent-center.tsx')) => async () =>
  (await import('./agents/agent-center.tsx'))[name];

/** The agent network's pages (issue 18): becoming an agent, the Agent Center, the admin's applications. */
export const agentRoutes: RouteObject[] = [
  { id: 'agent-center', path: '/agent-center', loader: () => redirect('/agent-center/dashboard') },
  lazyPage({
    id: 'agent-center.dashboard',
    path: '/agent-center/dashboard',
    title: 'agents.title.center',
    load: page('AgentCenterDashboardPage'),
  }),
  lazyPage({
    id: 'agent-center.list-agent',
    path: '/agent-center/list-agent',
    title: 'agents.title.list',
    back: true,
    load: page('AgentListPage'),
  }),
  lazyPage({
    id: 'agent-center.agent-detail',
    path: '/agent-center/list-agent/:id',
    title: 'agents.title.detail',
    back: true,
    load: page('AgentDetailPage'),
  }),
  lazyPage({
    id: 'agent-center.agent',
    path: '/agent-center/agent',
    title: 'agents.title.register',
    back: true,
    load: page('RegisterAgentPage'),
  }),
  lazyPage({
    id: 'account.agent',
    path: '/account/agent',
    title: 'agents.title.become',
    back: true,
    load: page('BecomeAgentPage'),
  }),
  lazyPage({
    id: 'account.list-agent',
    path: '/account/list-agent',
    title: 'agents.title.list',
    back: true,
    load: page('AccountAgentListPage'),
  }),
];

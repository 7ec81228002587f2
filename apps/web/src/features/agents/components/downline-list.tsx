import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '@konter/shared/money';
import { formatPhone } from '../../../lib/format.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useDownlines } from '../api/list-downlines.ts';
import { ListSearch } from './list-search.tsx';
import { AgentCenterState } from './agent-center-nav.tsx';

export function roleLabel(role: string): WebMessageKey {
  if (role === 'agent' || role === 'master' || role === 'admin') return `agents.role.${role}`;
  return 'agents.role.member';
}

/** AGT-05: everyone under the viewer at any depth, with a search; each row opens its detail. */
export function DownlineList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const downlines = useDownlines(deferred);
  return (
    <div className="flex flex-col gap-3">
      <ListSearch label={t('agents.search')} icon="users" value={search} onChange={setSearch} testId="agent-search" />
      {!downlines.data ? (
        <AgentCenterState error={downlines.error} />
      ) : downlines.data.length === 0 ? (
        <p className="py-8 text-center text-slate-500">{t('agents.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="agent-list">
          {downlines.data.map((agent) => (
            <li key={agent.id}>
              <Link
                to={`/agent-center/list-agent/${agent.id}`}
                className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-teal-600"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{agent.name}</span>
                  <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
                    {t(roleLabel(agent.role))} · {t('agents.level', { depth: agent.depth })}
                  </span>
                </span>
                <span className="text-sm text-slate-600">
                  {formatPhone(agent.phone)}
                  {agent.upline_name && agent.depth > 1 ? ` · ${t('agents.upline', { name: agent.upline_name })}` : ''}
                </span>
                <span className="flex flex-wrap gap-x-4 text-sm text-slate-700">
                  <span>
                    {t('agents.volume_30')}: <strong>{formatRupiah(agent.volume_30_days)}</strong>
                  </span>
                  <span>
                    {t('agents.margin_30')}: <strong>{formatRupiah(agent.margin_30_days)}</strong>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

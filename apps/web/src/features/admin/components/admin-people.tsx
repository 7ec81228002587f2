import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { useAccountSearch } from '../api/search-accounts.ts';
import { useAdminText } from './admin-text.ts';
import { AccountRole, AccountStatus } from './account-labels.tsx';
import { AdminPage, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

/** The words typed, settled for a moment before they are searched. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** People (issue 17): search accounts by phone, e-mail or name; a table on desktop, cards on a phone. */
export function AdminPeople() {
  const { t, locale } = useAdminText();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const settled = useSettled(q.trim());
  const search = useAccountSearch(settled);
  const rows = search.data ?? [];

  return (
    <AdminPage title={t('admin.people.title')} description={t('admin.people.description')}>
      <Panel>
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.people.search')}</span>
          <input
            type="search"
            className={inputClassName}
            value={q}
            onChange={(event) => {
              // The words stay in the address (back from an account returns to the same list), set as they are
              // typed, so no later update can undo a click on a result.
              setQ(event.target.value);
              const next = event.target.value.trim();
              setParams(next ? { q: next } : {}, { replace: true });
            }}
            placeholder={t('admin.people.search_placeholder')}
            autoComplete="off"
          />
        </label>
      </Panel>
      <Panel>
        {search.data ? null : <QueryState query={search} />}
        {search.data && rows.length === 0 && (
          <p className="py-6 text-center text-slate-500">{t('admin.people.empty')}</p>
        )}
        {rows.length > 0 && (
          <>
            <table className="hidden w-full text-left text-sm md:table">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-2 pr-3 font-semibold">{t('admin.people.name')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('admin.people.phone')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('admin.people.email')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('admin.people.role')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('admin.people.status')}</th>
                  <th className="py-2 font-semibold">{t('admin.people.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                    <td className="py-2 pr-3">
                      <Link
                        to={`/admin/people/${row.id}`}
                        className="font-semibold text-brand underline-offset-2 hover:underline"
                      >
                        {row.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{formatPhone(row.phone)}</td>
                    <td className="py-2 pr-3 break-all">{row.email}</td>
                    <td className="py-2 pr-3">
                      <AccountRole role={row.role} />
                    </td>
                    <td className="py-2 pr-3">
                      <AccountStatus status={row.status} />
                    </td>
                    <td className="py-2 text-slate-600">{formatDateTime(row.created_at, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="flex flex-col divide-y divide-slate-100 md:hidden">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link to={`/admin/people/${row.id}`} className="flex min-h-14 flex-col gap-1 py-3">
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-slate-900">{row.name}</span>
                      <AccountStatus status={row.status} />
                    </span>
                    <span className="text-sm text-slate-600">
                      {formatPhone(row.phone)} · <AccountRole role={row.role} />
                    </span>
                    <span className="text-sm break-all text-slate-500">{row.email}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </AdminPage>
  );
}

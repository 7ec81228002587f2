import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { roles, type Role } from '@konter/shared/contracts/accounts-constants';
import type { AdminAccountDetail, UpdateAccountBody } from '@konter/shared/contracts/admin';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { useAccountDetail } from '../api/account-detail.ts';
import { useRevokeDevice } from '../api/revoke-device.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { AccountStatus } from './account-labels.tsx';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

type Access = { role: Role; status: 'active' | 'inactive'; allow_deposit_transfer: boolean; excel_access: boolean };

function accessOf(detail: AdminAccountDetail): Access {
  return {
    role: detail.role,
    status: detail.status === 'inactive' ? 'inactive' : 'active',
    allow_deposit_transfer: detail.allow_deposit_transfer,
    excel_access: detail.excel_access,
  };
}

/** What changed between the saved access and the form: only those fields are sent (and audited). */
function changesOf(saved: Access, form: Access): UpdateAccountBody {
  const body: UpdateAccountBody = {};
  if (saved.role !== form.role) body.role = form.role;
  if (saved.status !== form.status) body.status = form.status;
  if (saved.allow_deposit_transfer !== form.allow_deposit_transfer) {
    body.allow_deposit_transfer = form.allow_deposit_transfer;
  }
  if (saved.excel_access !== form.excel_access) body.excel_access = form.excel_access;
  return body;
}

function AccessForm({ detail }: { detail: AdminAccountDetail }) {
  const { t } = useAdminText();
  const saved = accessOf(detail);
  const [form, setForm] = useState(saved);
  const update = useUpdateAccount(detail.id);
  const changes = changesOf(saved, form);
  const dirty = Object.keys(changes).length > 0;

  return (
    <Panel title={t('admin.account.access')}>
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!dirty) return;
          update.mutate(changes, { onSuccess: () => notices.showSnackbar('success', t('admin.saved')) });
        }}
      >
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.people.role')}</span>
          <select
            className={inputClassName}
            value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as Role })}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`admin.role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.people.status')}</span>
          <select
            className={inputClassName}
            value={form.status}
            onChange={(event) => setForm({ ...form, status: event.target.value as Access['status'] })}
            aria-describedby="status-hint"
          >
            <option value="active">{t('admin.status.active')}</option>
            <option value="inactive">{t('admin.status.inactive')}</option>
          </select>
          <span id="status-hint" className="text-sm text-slate-600">
            {t('admin.account.status_hint')}
          </span>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={form.allow_deposit_transfer}
            onChange={(event) => setForm({ ...form, allow_deposit_transfer: event.target.checked })}
          />
          <span className="text-slate-900">{t('admin.account.allow_deposit_transfer')}</span>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={form.excel_access}
            onChange={(event) => setForm({ ...form, excel_access: event.target.checked })}
          />
          <span className="text-slate-900">{t('admin.account.excel_access')}</span>
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? t('admin.account.saving') : t('admin.account.save')}
          </Button>
        </div>
      </form>
      <p className="mt-4 text-xs text-slate-500">
        {t('admin.account.permissions')}: {detail.permissions.join(', ')}
      </p>
    </Panel>
  );
}

function Devices({ detail }: { detail: AdminAccountDetail }) {
  const { t, locale } = useAdminText();
  const revoke = useRevokeDevice(detail.id);
  return (
    <Panel title={t('admin.account.devices')}>
      {detail.devices.length === 0 && <p className="text-slate-500">{t('admin.account.no_devices')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100">
        {detail.devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{device.label}</p>
              <p className="text-sm text-slate-600">
                {device.ip} · {t('admin.account.last_activity')}:{' '}
                {formatDateTime(device.last_activity_at ?? device.created_at, locale)}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={device.status === 'trusted' ? 'green' : device.status === 'pending' ? 'amber' : 'slate'}>
                {t(`admin.account.device_status.${device.status as 'trusted'}`)}
              </Badge>
              {device.status !== 'revoked' && (
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(t('admin.account.revoke_confirm'))) revoke.mutate(device.id);
                  }}
                >
                  {t('admin.account.revoke')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 mb-2 font-semibold text-slate-900">{t('admin.account.sessions')}</h3>
      {detail.sessions.length === 0 ? (
        <p className="text-slate-500">{t('admin.account.no_sessions')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          {detail.sessions.map((session, index) => (
            <li key={`${session.device_id}-${index}`}>
              {detail.devices.find((device) => device.id === session.device_id)?.label ?? session.device_id}:{' '}
              {t('admin.account.session_line', {
                started: formatDateTime(session.created_at, locale) ?? '',
                seen: formatDateTime(session.last_seen_at, locale) ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One account in the back office: balances, role, status and grants, devices and sessions (issue 17). */
/** `children`: other domains' panels of this account (composed by the admin page; features never import each other). */
export function AdminAccountDetailView({ accountId, children }: { accountId: string; children?: ReactNode }) {
  const { t } = useAdminText();
  const detail = useAccountDetail(accountId);
  const data = detail.data;

  return (
    <AdminPage
      title={data?.name ?? t('admin.people.title')}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            {formatPhone(data.phone)} · <span className="break-all">{data.email}</span>{' '}
            <AccountStatus status={data.status} />
          </span>
        ) : undefined
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink variant="secondary" to="/admin/people">
            {t('admin.people.back')}
          </ButtonLink>
          {data && <ButtonLink to={`/admin/money?account=${data.id}`}>{t('admin.account.adjust')}</ButtonLink>}
        </div>
      }
    >
      {!data && <QueryState query={detail} />}
      {data && (
        <>
          <Panel title={t('admin.account.balances')}>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {(
                [
                  ['admin.account.deposit', data.balances.deposit],
                  ['admin.account.cashback', data.balances.cashback_wallet],
                  ['admin.account.agent_debt', data.balances.agent_debt],
                ] as const
              ).map(([label, amount]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-sm text-slate-600">{t(label)}</dt>
                  <dd className="text-xl font-bold text-slate-900 tabular-nums" data-testid={label}>
                    {formatRupiah(amount)}
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>
          {/* Issue 18: where the account sits in the agent network. */}
          <Panel title={t('admin.account.tree')}>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="admin-agent-tree">
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('admin.account.tree_upline')}</dt>
                <dd className="font-semibold text-slate-900">
                  {data.agent_tree.upline ? (
                    <Link to={`/admin/people/${data.agent_tree.upline.id}`} className="underline">
                      {data.agent_tree.upline.name} · {formatPhone(data.agent_tree.upline.phone)}
                    </Link>
                  ) : (
                    t('admin.account.tree_no_upline')
                  )}
                </dd>
              </div>
              {(
                [
                  ['admin.account.tree_depth', data.agent_tree.depth],
                  ['admin.account.tree_downlines', data.agent_tree.downlines],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-sm text-slate-600">{t(label)}</dt>
                  <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <div className="grid gap-4 xl:grid-cols-2">
            <AccessForm key={JSON.stringify(accessOf(data))} detail={data} />
            <Devices detail={data} />
            {children}
          </div>
          <p className="text-sm text-slate-500">
            <Link to={`/admin/audit?action=admin.account`} className="underline">
              {t('admin.audit.title')}
            </Link>
          </p>
        </>
      )}
    </AdminPage>
  );
}

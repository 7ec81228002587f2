import { useSearchParams } from 'react-router';
import type { AuditEventView } from '@konter/shared/contracts/admin';
import type { Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { formatDateTime } from '../../../lib/format.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { useAdminText } from './admin-text.ts';
import { percentCashbackText } from './cashback-text.ts';
import { AdminPage, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

/** The action prefixes the filter offers; an entry of any other kind still shows under "all". */
const filters = [
  'admin.account',
  'admin.device',
  'admin.adjustment',
  'admin.deposit_request',
  'admin.reconciliation',
  'admin.catalogue',
  'admin.purchase',
  'admin.tenant',
  'admin.shop',
  'admin.ledger',
  'webhook',
] as const;

/** Fields that hold Rupiah, shown as money. */
const moneyFields = new Set([
  'amount',
  'deposit',
  'approved_amount',
  'member_price',
  'agent_price',
  'master_price',
  'cashback',
  'price',
]);

/**
 * A field's value as people read it. `state` is the before or after the field belongs to: a product's `cashback` is
 * basis points when its `cashback_type` is `percent` (AGT-04), so it reads 1,5% rather than Rp 150.
 */
function show(value: unknown, field = '', state?: Record<string, unknown>, locale: Locale = 'id'): string {
  if (value === null || value === undefined) return '–';
  const percent = percentCashbackText(field, state, locale);
  if (percent) return percent;
  if (typeof value === 'number' && moneyFields.has(field) && Number.isSafeInteger(value)) return formatRupiah(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Before → after of an entry, one line per field that changed (or every field when there was no before). */
function Change({ event }: { event: AuditEventView }) {
  const { t, locale } = useAdminText();
  const { before, after, ...rest } = event.details;
  const target = typeof rest.target_name === 'string' ? rest.target_name : null;
  const others = Object.entries(rest).filter(([key]) => !['target', 'target_name', 'target_phone'].includes(key));
  const fields = [
    ...new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})]),
  ];
  const changed = fields.filter(
    (field) =>
      !isRecord(before) || !isRecord(after) || show(before[field], field, before) !== show(after[field], field, after),
  );
  return (
    <div className="flex flex-col gap-1 text-sm">
      {target && (
        <span>
          <span className="text-slate-500">{t('admin.audit.target')}:</span> <strong>{target}</strong>
        </span>
      )}
      {changed.map((field) => (
        <span key={field} className="break-words">
          <span className="text-slate-500">{field}:</span>{' '}
          <span className="text-red-700 line-through decoration-red-300">
            {isRecord(before) ? show(before[field], field, before, locale) : '–'}
          </span>{' '}
          →{' '}
          <span className="font-semibold text-emerald-800">
            {isRecord(after) ? show(after[field], field, after, locale) : '–'}
          </span>
        </span>
      ))}
      {others.length > 0 && (
        <span className="break-words text-slate-600">
          {others.map(([key, value]) => `${key}: ${show(value, key)}`).join(' · ')}
        </span>
      )}
    </div>
  );
}

/** The audit log (issue 17): who did what and when, with the values before and after, newest first. */
export function AdminAuditLog() {
  const { t, locale, has } = useAdminText();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const log = useAuditLog(action);
  const events = log.data ?? [];
  const actionLabel = (name: string) =>
    has(`admin.audit.action.${name}`) ? t(`admin.audit.action.${name}` as AdminMessageKey) : name;

  return (
    <AdminPage
      title={t('admin.audit.title')}
      description={t('admin.audit.description')}
      actions={
        <label className="flex min-w-56 flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.audit.filter')}</span>
          <select
            className={inputClassName}
            value={action}
            onChange={(event) => setParams(event.target.value ? { action: event.target.value } : {})}
          >
            <option value="">{t('admin.audit.all')}</option>
            {filters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`admin.audit.filter.${filter}`)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <Panel>
        {!log.data && <QueryState query={log} />}
        {log.data && events.length === 0 && <p className="py-6 text-center text-slate-500">{t('admin.audit.empty')}</p>}
        {events.length > 0 && (
          <ol className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.audit.title')}>
            {events.map((event) => (
              <li key={event.id} className="grid gap-1 py-3 md:grid-cols-[11rem_12rem_minmax(0,1fr)] md:gap-4">
                <div className="text-sm text-slate-600">
                  <span className="sr-only">{t('admin.audit.when')}: </span>
                  {formatDateTime(event.created_at, locale)}
                </div>
                <div>
                  <p className="font-semibold text-slate-900">{actionLabel(event.action)}</p>
                  <p className="text-sm text-slate-600">
                    <span className="sr-only">{t('admin.audit.who')}: </span>
                    {event.actor_name ?? (event.actor ? event.actor : t('admin.audit.system'))}
                  </p>
                </div>
                <Change event={event} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </AdminPage>
  );
}

import { useState } from 'react';
import type { FlaggedItem } from '@konter/shared/contracts/admin';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useFlaggedItems } from '../api/flagged-items.ts';
import { useActOnFlag } from '../api/act-on-flag.ts';
import { useResolveFlag } from '../api/resolve-flag.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

/** A flag's name (`underpaid:40000` → `underpaid`) and its Rupiah, if it carries one. */
function splitFlag(flag: string): { name: string; amount: number | null } {
  const [name = flag, value] = flag.split(':');
  const amount = value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
  return { name, amount };
}

function FlagBadge({ flag }: { flag: string }) {
  const { t, has } = useAdminText();
  const { name, amount } = splitFlag(flag);
  const key = `admin.recon.flag.${name}`;
  return (
    <Badge tone="red">
      {has(key) ? t(key as AdminMessageKey) : name}
      {amount !== null ? ` ${formatRupiah(amount)}` : ''}
    </Badge>
  );
}

function ItemCard({ item }: { item: FlaggedItem }) {
  const { t, locale } = useAdminText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const resolve = useResolveFlag();
  const act = useActOnFlag();
  const noteId = `note-${item.kind}-${item.id}`;
  const phoneId = `phone-${item.kind}-${item.id}`;
  const busy = resolve.isPending || act.isPending;
  const noteGiven = () => {
    if (note.trim().length >= 3) return true;
    setError(t('admin.money.reason_short'));
    return false;
  };
  const failed = (failure: unknown) =>
    applyFormError(failure, {
      setFieldError: (field, message) => (field === 'phone' ? setPhoneError(message) : setError(message)),
    });
  const run = (action: 'credit' | 'assign') => {
    setError(null);
    setPhoneError(null);
    if (!noteGiven()) return;
    act.mutate(
      {
        kind: item.kind,
        id: item.id,
        body: action === 'credit' ? { action, note: note.trim() } : { action, phone: phone.trim(), note: note.trim() },
      },
      { onSuccess: () => notices.showSnackbar('success', t(`admin.recon.${action}_done`)), onError: failed },
    );
  };
  return (
    <li className="flex flex-col gap-3 py-4" data-flagged={item.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-slate-900">{item.id}</span>
        <Badge tone="slate">{t(`admin.recon.kind.${item.kind}`)}</Badge>
        {item.flags.map((flag) => (
          <FlagBadge key={flag} flag={flag} />
        ))}
        <span className="text-sm text-slate-500">{formatDateTime(item.created_at, locale)}</span>
      </div>
      {item.account_name && (
        <p className="text-sm text-slate-700">
          {item.account_name} · {formatPhone(item.account_phone ?? '')}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm font-semibold text-slate-700">{t('admin.recon.provider_says')}</dt>
          <dd className="text-sm text-slate-800">
            {item.provider.name} · {item.provider.status} · {formatRupiah(item.provider.amount)}
            {item.provider.paid_amount !== null &&
              ` · ${t('admin.recon.paid')} ${formatRupiah(item.provider.paid_amount)}`}
            {item.provider.detail && <span className="block text-slate-600">{item.provider.detail}</span>}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm font-semibold text-slate-700">{t('admin.recon.ledger_says')}</dt>
          <dd className="text-sm text-slate-800">
            {t('admin.recon.ledger_line', {
              transfers: item.ledger.transfers,
              change: formatRupiah(item.ledger.deposit_change),
            })}
          </dd>
        </div>
      </dl>
      <form
        className="flex flex-col gap-2 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (!noteGiven()) return;
          resolve.mutate(
            { kind: item.kind, id: item.id, note: note.trim() },
            {
              onSuccess: () => notices.showSnackbar('success', t('admin.recon.resolved')),
              onError: failed,
            },
          );
        }}
      >
        <label className="flex flex-1 flex-col gap-1" htmlFor={noteId}>
          <span className={labelClassName}>{t('admin.recon.note')}</span>
          <input
            id={noteId}
            className={inputClassName}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('admin.recon.note_placeholder')}
            aria-invalid={error ? true : undefined}
          />
          {error && <span className="text-sm text-red-700">{error}</span>}
        </label>
        {item.actions.includes('assign') && (
          <label className="flex flex-col gap-1 md:w-56" htmlFor={phoneId}>
            <span className={labelClassName}>{t('admin.recon.assign_phone')}</span>
            <input
              id={phoneId}
              className={inputClassName}
              value={phone}
              inputMode="tel"
              autoComplete="off"
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={phoneError ? true : undefined}
            />
            {phoneError && <span className="text-sm text-red-700">{phoneError}</span>}
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          {item.account_id && (
            <ButtonLink variant="secondary" to={`/admin/money?account=${item.account_id}`}>
              {t('admin.account.adjust')}
            </ButtonLink>
          )}
          {item.actions.includes('credit') && (
            <Button disabled={busy} onClick={() => run('credit')}>
              {t('admin.recon.credit')}
            </Button>
          )}
          {item.actions.includes('assign') && (
            <Button disabled={busy} onClick={() => run('assign')}>
              {t('admin.recon.assign')}
            </Button>
          )}
          <Button type="submit" variant={item.actions.length > 0 ? 'secondary' : 'primary'} disabled={busy}>
            {t('admin.recon.resolve')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/**
 * The reconciliation console (issue 17): every top-up, purchase and bank credit the code flagged for a person, with
 * what the provider said and what the ledger booked. Where the flag calls for money, its action moves it through the
 * ledger (a late or short gateway payment credited, an unmatched bank credit assigned by phone); any other correction
 * is an adjustment (four eyes above the tenant's amount). Either clears the flag with the note in the audit trail.
 */
export function AdminReconciliation() {
  const { t } = useAdminText();
  const items = useFlaggedItems();
  const rows = items.data ?? [];
  return (
    <AdminPage title={t('admin.recon.title')} description={t('admin.recon.description')}>
      <Panel>
        {!items.data && <QueryState query={items} />}
        {items.data && rows.length === 0 && <p className="py-6 text-center text-slate-500">{t('admin.recon.empty')}</p>}
        {rows.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.recon.title')}>
            {rows.map((item) => (
              <ItemCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}

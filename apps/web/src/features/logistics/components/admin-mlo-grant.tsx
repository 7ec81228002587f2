import { useState } from 'react';
import type { MloGrant, MloGrantBody } from '@konter/shared/contracts/logistics';
import { Button } from '../../../components/ui/button.tsx';
import { notices } from '../../../lib/notices.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useTranslation } from 'react-i18next';
import { useMloGrant, useSetMloGrant } from '../api/admin-grant.ts';

type Form = Pick<MloGrant, 'is_agen_mlo' | 'courier_flags'>;

/** Only what the admin changed is sent, so the audit trail names exactly that. */
function changesOf(saved: Form, form: Form): MloGrantBody {
  const body: MloGrantBody = {};
  if (saved.is_agen_mlo !== form.is_agen_mlo) body.is_agen_mlo = form.is_agen_mlo;
  const flags = Object.fromEntries(
    Object.entries(form.courier_flags).filter(
      ([name, on]) => saved.courier_flags[name as keyof Form['courier_flags']] !== on,
    ),
  );
  if (Object.keys(flags).length > 0) body.courier_flags = flags;
  return body;
}

function GrantForm({ accountId, grant }: { accountId: string; grant: MloGrant }) {
  const { t } = useTranslation();
  const text = (key: AdminMessageKey) => t(key);
  const [form, setForm] = useState<Form>({ is_agen_mlo: grant.is_agen_mlo, courier_flags: grant.courier_flags });
  const save = useSetMloGrant(accountId);
  const changes = changesOf(grant, form);
  const dirty = Object.keys(changes).length > 0;
  const checkbox = 'size-5 shrink-0 accent-brand';

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        save.mutate(changes, { onSuccess: () => notices.showSnackbar('success', text('admin.saved')) });
      }}
    >
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className={checkbox}
          checked={form.is_agen_mlo}
          onChange={(event) => setForm({ ...form, is_agen_mlo: event.target.checked })}
        />
        <span className="text-slate-900">{text('admin.mlo.is_agen_mlo')}</span>
      </label>
      <fieldset className="flex flex-col gap-1" disabled={!form.is_agen_mlo}>
        <legend className="text-sm font-semibold text-slate-800">{text('admin.mlo.couriers')}</legend>
        {grant.couriers.map((courier) => (
          <label key={courier.code} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className={checkbox}
              checked={form.courier_flags[courier.flag]}
              onChange={(event) =>
                setForm({ ...form, courier_flags: { ...form.courier_flags, [courier.flag]: event.target.checked } })
              }
            />
            <span className="break-words text-slate-900">{courier.name}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{text('admin.mlo.hint')}</p>
      <div>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? text('admin.account.saving') : text('admin.account.save')}
        </Button>
      </div>
    </form>
  );
}

/** The back office's POS MLO panel of one account (MLO-01): the agent flag and each courier's own flag. */
export function AdminMloGrant({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const grant = useMloGrant(accountId);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby="mlo-grant-title">
      <h2 id="mlo-grant-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.mlo.title' satisfies AdminMessageKey)}
      </h2>
      {grant.data ? (
        <GrantForm key={JSON.stringify(grant.data)} accountId={accountId} grant={grant.data} />
      ) : grant.isError ? (
        <Button variant="secondary" onClick={() => void grant.refetch()}>
          {t('admin.retry' satisfies AdminMessageKey)}
        </Button>
      ) : null}
    </section>
  );
}

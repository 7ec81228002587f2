import { useState } from 'react';
import type { TenantModules } from '@konter/shared/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import { useTenantModules, useUpdateTenantModules } from '../api/tenant-modules.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, labelClassName, Panel, QueryState } from './admin-ui.tsx';
import { AdminTenantCredentials } from './admin-tenant-credentials.tsx';
import { AdminTenantHosts } from './admin-tenant-hosts.tsx';
import { AdminTenantPaymentSettings } from './admin-tenant-payment-settings.tsx';
import { AdminTenantSiteSettings } from './admin-tenant-site-settings.tsx';

function ModulesForm({ saved }: { saved: TenantModules }) {
  const { t } = useAdminText();
  const [form, setForm] = useState(saved);
  const update = useUpdateTenantModules();
  const dirty = form.shop !== saved.shop || form.ppob !== saved.ppob;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        update.mutate(form, {
          onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
          onError: (failure) => applyFormError(failure),
        });
      }}
    >
      {(['ppob', 'shop'] as const).map((name) => (
        <label key={name} className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={form[name]}
            onChange={(event) => setForm((now) => ({ ...now, [name]: event.target.checked }))}
          />
          <span className="flex flex-col">
            <span className={labelClassName}>{t(`admin.tenant.module.${name}`)}</span>
            <span className="text-sm text-slate-600">{t(`admin.tenant.module.${name}_hint`)}</span>
          </span>
        </label>
      ))}
      <div>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {t('admin.tenant.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The tenant's settings (issue 17): its modules (a module switched off is hidden and refused, PLT-10), then its
 * brand and site settings, its bank accounts and payment methods, then its own provider accounts.
 */
export function AdminTenantSettings() {
  const { t } = useAdminText();
  const modules = useTenantModules();
  return (
    <AdminPage title={t('admin.tenant.title')} description={t('admin.tenant.description')}>
      <Panel title={t('admin.tenant.modules')}>
        {modules.data ? (
          <ModulesForm key={JSON.stringify(modules.data)} saved={modules.data} />
        ) : (
          <QueryState query={modules} />
        )}
      </Panel>
      <AdminTenantHosts />
      <AdminTenantSiteSettings />
      <AdminTenantPaymentSettings />
      <AdminTenantCredentials />
    </AdminPage>
  );
}

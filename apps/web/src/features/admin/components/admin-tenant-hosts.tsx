import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import { useTenantHosts, useUpdateTenantHosts } from '../api/tenant-hosts.ts';
import { useAdminText } from './admin-text.ts';
import { inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

const linesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

function HostsForm({ saved }: { saved: string[] }) {
  const { t } = useAdminText();
  const id = useId();
  const [text, setText] = useState(saved.join('\n'));
  const [error, setError] = useState<string>();
  const update = useUpdateTenantHosts();
  const hosts = linesOf(text);
  const dirty = JSON.stringify(hosts) !== JSON.stringify(saved);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        setError(undefined);
        update.mutate(
          { hosts },
          {
            onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
            onError: (failure) =>
              applyFormError(failure, {
                // A host's own error comes under `hosts.<n>`: shown with the list it belongs to.
                setFieldError: (field, message) => (field.startsWith('hosts') ? setError(message) : false),
              }),
          },
        );
      }}
    >
      <label htmlFor={id} className={labelClassName}>
        {t('admin.tenant.field.hosts')}
      </label>
      <textarea
        id={id}
        name="hosts"
        rows={Math.min(8, Math.max(3, hosts.length + 1))}
        className={`${inputClassName} py-2`}
        spellCheck={false}
        autoCapitalize="none"
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <span className="text-sm text-slate-600">{t('admin.tenant.hint.hosts')}</span>
      {error && <span className="text-sm font-medium text-red-700">{error}</span>}
      <div>
        <Button type="submit" disabled={!dirty || update.isPending}>
          {t('admin.tenant.save_hosts')}
        </Button>
      </div>
    </form>
  );
}

/** The host names the tenant answers on (issue 17); one another tenant has is refused by the server. */
export function AdminTenantHosts() {
  const { t } = useAdminText();
  const hosts = useTenantHosts();
  return (
    <Panel title={t('admin.tenant.panel.hosts')}>
      {hosts.data ? <HostsForm key={hosts.data.join(' ')} saved={hosts.data} /> : <QueryState query={hosts} />}
    </Panel>
  );
}

import { useId, useState } from 'react';
import {
  providerSecretFields,
  type CredentialProvider,
  type CredentialTestResult,
  type ProviderCredential,
} from '@konter/shared/contracts/admin-credentials';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import {
  useRemoveTenantCredential,
  useSaveTenantCredential,
  useTenantCredentials,
  useTestTenantCredential,
} from '../api/tenant-credentials.ts';
import { useAdminText } from './admin-text.ts';
import { Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

/** Brand names: the same in every language. */
const providerNames: Record<CredentialProvider, string> = {
  digiflazz: 'Digiflazz',
  midtrans: 'Midtrans',
  xendit: 'Xendit',
  bank_feed: 'Moota',
  whatsapp: 'WhatsApp Business',
};

type SecretField = (typeof providerSecretFields)[CredentialProvider][number];

const emptySecrets = (provider: CredentialProvider) =>
  Object.fromEntries(providerSecretFields[provider].map((field) => [field, ''])) as Record<string, string>;

/** A text input with its label and the server's message for it under it. */
function InputField({
  label,
  error,
  ...input
}: {
  label: string;
  error: string | undefined;
  name: string;
  type: 'text' | 'password';
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name={input.name}
        type={input.type}
        className={inputClassName}
        // Keys are typed or pasted for this account only: never offered by the browser's password manager.
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={input.value}
        disabled={input.disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
      {error && <span className="text-sm font-medium text-red-700">{error}</span>}
    </div>
  );
}

function TestOutcome({ result }: { result: CredentialTestResult }) {
  return (
    <p
      role="status"
      data-testid="credential-test-result"
      className={`rounded-xl px-3 py-2 text-sm font-medium ring-1 ${
        result.ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'
      }`}
    >
      {result.ok ? result.detail : result.reason}
    </p>
  );
}

/** One provider: whose account it uses, the saved account's masked keys, and the form to save, test or remove it. */
function ProviderCard({ saved, keyConfigured }: { saved: ProviderCredential; keyConfigured: boolean }) {
  const { t } = useAdminText();
  const provider = saved.provider;
  const name = providerNames[provider];
  const [label, setLabel] = useState(saved.label ?? '');
  const [secrets, setSecrets] = useState(() => emptySecrets(provider));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CredentialTestResult | null>(null);
  const save = useSaveTenantCredential();
  const remove = useRemoveTenantCredential();
  const test = useTestTenantCredential();
  const busy = save.isPending || remove.isPending || test.isPending;
  const typed = Object.values(secrets).some((value) => value.trim() !== '');
  const fieldErrorsOf = (failure: unknown) => {
    const found: Record<string, string> = {};
    applyFormError(failure, {
      setFieldError: (field, message) => {
        found[field] = message;
      },
    });
    setErrors(found);
  };

  return (
    <article
      data-testid={`credentials-${provider}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{name}</h3>
        {saved.own ? (
          <Badge tone="green">{t('admin.credentials.own')}</Badge>
        ) : (
          <Badge tone="slate">{t('admin.credentials.installation')}</Badge>
        )}
      </div>
      {saved.own && (
        <dl className="flex flex-col gap-1 text-sm text-slate-700">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('admin.credentials.label')}</dt>
            <dd className="min-w-0 break-words">{saved.label}</dd>
          </div>
          {Object.entries(saved.hints).map(([field, hint]) => (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{t(`admin.credentials.field.${field as SecretField}`)}</dt>
              <dd className="font-mono break-all">{hint}</dd>
            </div>
          ))}
        </dl>
      )}
      {saved.callback_url && (
        <div className="flex flex-col gap-1 text-sm text-slate-700" data-testid={`callback-${provider}`}>
          <p className="font-semibold">{t('admin.credentials.callback_url')}</p>
          <p className="rounded-lg bg-slate-50 px-2 py-1 font-mono break-all select-all">{saved.callback_url}</p>
          <p className="text-slate-600">{t('admin.credentials.callback_hint', { provider: name })}</p>
        </div>
      )}
      {saved.own && !saved.readable && (
        <p className="text-sm font-medium text-red-700">{t('admin.credentials.unreadable')}</p>
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setResult(null);
          save.mutate(
            { provider, body: { label: label.trim(), secrets } },
            {
              onSuccess: () => {
                setSecrets(emptySecrets(provider));
                notices.showSnackbar('success', t('admin.saved'));
              },
              onError: fieldErrorsOf,
            },
          );
        }}
      >
        <InputField
          label={t('admin.credentials.label')}
          error={errors.label}
          name="label"
          type="text"
          value={label}
          disabled={!keyConfigured}
          onChange={setLabel}
        />
        {providerSecretFields[provider].map((field) => (
          <InputField
            key={field}
            label={t(`admin.credentials.field.${field}`)}
            error={errors[`secrets.${field}`]}
            name={field}
            type={field === 'username' || field === 'phoneNumberId' ? 'text' : 'password'}
            value={secrets[field] ?? ''}
            disabled={!keyConfigured}
            onChange={(value) => setSecrets((now) => ({ ...now, [field]: value }))}
          />
        ))}
        <p className="text-sm text-slate-600">{t('admin.credentials.keys_hint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!keyConfigured || busy}>
            {t('admin.credentials.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy || (!typed && !saved.own)}
            onClick={() => {
              setErrors({});
              setResult(null);
              test.mutate(
                { provider, ...(typed ? { secrets } : {}) },
                { onSuccess: setResult, onError: fieldErrorsOf },
              );
            }}
          >
            {test.isPending ? t('admin.credentials.testing') : t('admin.credentials.test')}
          </Button>
          {saved.own && (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                if (!window.confirm(t('admin.credentials.remove_confirm', { provider: name }))) return;
                setResult(null);
                remove.mutate(provider, {
                  onSuccess: () => {
                    setLabel('');
                    notices.showSnackbar('success', t('admin.credentials.removed'));
                  },
                  onError: (failure) => applyFormError(failure),
                });
              }}
            >
              {t('admin.credentials.remove')}
            </Button>
          )}
        </div>
        {result && <TestOutcome result={result} />}
      </form>
    </article>
  );
}

/**
 * The tenant's own provider accounts (issue 17, decision 027): each provider uses the installation's account until
 * the tenant saves its own. Keys go to the server sealed and come back only as masked hints.
 */
export function AdminTenantCredentials() {
  const { t } = useAdminText();
  const credentials = useTenantCredentials();
  const data = credentials.data;
  return (
    <Panel title={t('admin.tenant.panel.credentials')}>
      {data ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">{t('admin.credentials.description')}</p>
          {!data.key_configured && (
            <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('admin.credentials.key_missing')}
            </p>
          )}
          <div className="grid gap-3 lg:grid-cols-3">
            {data.providers.map((saved) => (
              <ProviderCard
                key={`${saved.provider}:${saved.updated_at ?? 'none'}`}
                saved={saved}
                keyConfigured={data.key_configured}
              />
            ))}
          </div>
        </div>
      ) : (
        <QueryState query={credentials} />
      )}
    </Panel>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { platformPaths, type PlatformTenant } from '@konter/shared/contracts/platform';
import { locales, type Locale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import {
  useCreatePlatformTenant,
  usePlatformTenants,
  useSetPlatformTenantActive,
  useUploadPlatformTenantLogo,
} from '../api/platform-tenants.ts';
import { usePlatformText } from './platform-text.ts';

const inputClassName =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand';
const labelClassName = 'text-sm font-semibold text-slate-800';

/** Each language named in itself, as a language picker does. */
const localeNames: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', zh: '中文' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Where a host is opened from this page: the same scheme and port the owner is on. */
function siteUrl(host: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

/** The image types the server stores as a logo. */
const logoTypes = 'image/png,image/jpeg,image/webp';

/**
 * A logo stored by upload is served on the tenant's own hosts only, another origin than this screen's: the owner's
 * copy comes through the platform API (its address changes with each upload, so a new one is not a cached old one).
 */
function logoSource(tenant: PlatformTenant): string | null {
  const url = tenant.logo_url;
  if (!url) return null;
  return url.startsWith('/') ? `${platformPaths.logo(tenant.id)}?v=${encodeURIComponent(url)}` : url;
}

/** The server's message for the `logo` field of a failed upload, or the generic notice when it names no field. */
function logoErrorOf(failure: unknown): string | undefined {
  let found: string | undefined;
  applyFormError(failure, {
    setFieldError: (field, message) => {
      if (field !== 'logo') return false;
      found = message;
    },
  });
  return found;
}

/** A tenant's logo on its card, and the button that uploads a new one. */
function TenantLogo({ tenant }: { tenant: PlatformTenant }) {
  const { t } = usePlatformText();
  const upload = useUploadPlatformTenantLogo();
  const [error, setError] = useState<string>();
  const id = useId();
  const source = logoSource(tenant);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        {source && (
          <img
            src={source}
            alt={t('admin.tenant.field.logo')}
            className="size-12 rounded-lg object-contain ring-1 ring-slate-200"
          />
        )}
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-semibold text-brand ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('admin.platform.logo_upload')}
        </label>
        <input
          id={id}
          type="file"
          name="logo"
          accept={logoTypes}
          className="sr-only"
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(undefined);
            upload.mutate(
              { id: tenant.id, file },
              {
                onSuccess: () => notices.showSnackbar('success', t('admin.platform.logo_saved', { name: tenant.name })),
                onError: (failure) => setError(logoErrorOf(failure)),
              },
            );
          }}
        />
      </div>
      {error && <span className="text-sm font-medium text-red-700">{error}</span>}
    </div>
  );
}

function TenantCard({ tenant }: { tenant: PlatformTenant }) {
  const { t } = usePlatformText();
  const setActive = useSetPlatformTenantActive();
  const [confirming, setConfirming] = useState(false);
  const suspended = tenant.status === 'suspended';
  const modules = (['ppob', 'shop'] as const).filter((name) => tenant.modules[name]);
  const change = (active: boolean) =>
    setActive.mutate(
      { id: tenant.id, active },
      {
        onSuccess: () => {
          setConfirming(false);
          notices.showSnackbar(
            'success',
            t(active ? 'admin.platform.resumed' : 'admin.platform.suspended', { name: tenant.name }),
          );
        },
        onError: (error) => applyFormError(error),
      },
    );
  return (
    <li
      className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200"
      aria-label={tenant.name}
      data-tenant={tenant.slug}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="size-4 shrink-0 rounded-full" style={{ backgroundColor: tenant.primary_color }} aria-hidden />
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">{tenant.name}</h3>
        <span className="text-sm text-slate-500">{tenant.slug}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
            suspended ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          }`}
        >
          {t(suspended ? 'admin.platform.status.suspended' : 'admin.platform.status.active')}
        </span>
        {tenant.platform && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
            {t('admin.platform.own')}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-slate-600">{t('admin.platform.hosts')}</dt>
          <dd className="flex flex-col">
            {tenant.hosts.map((host) => (
              <a key={host} href={siteUrl(host)} className="font-medium break-all text-brand underline">
                {host}
              </a>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin.platform.modules')}</dt>
          <dd className="text-slate-900">
            {modules.length > 0 ? modules.map((name) => t(`admin.platform.module.${name}`)).join(', ') : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin.platform.accounts')}</dt>
          <dd className="text-slate-900" data-testid={`platform.accounts.${tenant.slug}`}>
            {tenant.accounts}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin.platform.volume')}</dt>
          <dd className="text-slate-900">
            {formatRupiah(tenant.volume_30d.amount)} ·{' '}
            {t('admin.platform.volume_count', { count: tenant.volume_30d.count })}
          </dd>
        </div>
      </dl>
      <TenantLogo tenant={tenant} />
      {!tenant.platform && (
        <div className="flex flex-col gap-2">
          {suspended ? (
            <div>
              <Button variant="secondary" disabled={setActive.isPending} onClick={() => change(true)}>
                {t('admin.platform.resume')}
              </Button>
            </div>
          ) : confirming ? (
            <div role="alert" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
              <p className="text-sm text-amber-950">{t('admin.platform.suspend_confirm', { name: tenant.name })}</p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={setActive.isPending} onClick={() => change(false)}>
                  {t('admin.platform.suspend')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('admin.platform.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('admin.platform.suspend')}
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

type Form = {
  name: string;
  slug: string;
  hosts: string;
  primary_color: string;
  accent_color: string;
  logo_url: string;
  locale: Locale;
  shop: boolean;
  ppob: boolean;
  admin_name: string;
  admin_phone: string;
  admin_email: string;
  admin_password: string;
};

const emptyForm: Form = {
  name: '',
  slug: '',
  hosts: '',
  primary_color: '#0f766e',
  accent_color: '#f59e0b',
  logo_url: '',
  locale: 'id',
  shop: false,
  ppob: true,
  admin_name: '',
  admin_phone: '',
  admin_email: '',
  admin_password: '',
};

/** A server field error's field on this form: every host's error goes under the hosts box. */
const formFieldOf = (field: string) => (field.startsWith('hosts') ? 'hosts' : field.replace(/^modules\..*/, 'modules'));

function CreateTenantForm() {
  const { t } = usePlatformText();
  const [form, setForm] = useState<Form>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A logo file to upload once the tenant exists (it takes the place of the address). */
  const [logo, setLogo] = useState<File | null>(null);
  /** The file input is emptied with the form by giving it a new key. */
  const [logoInput, setLogoInput] = useState(0);
  const create = useCreatePlatformTenant();
  const uploadLogo = useUploadPlatformTenantLogo();
  const set = <K extends keyof Form>(name: K, value: Form[K]) => setForm((now) => ({ ...now, [name]: value }));

  function submit() {
    setErrors({});
    const hosts = form.hosts
      .split(/[\s,]+/)
      .map((host) => host.trim())
      .filter(Boolean);
    create.mutate(
      {
        name: form.name,
        slug: form.slug,
        hosts,
        primary_color: form.primary_color,
        accent_color: form.accent_color,
        logo_url: logo ? null : form.logo_url.trim() || null,
        locale: form.locale,
        modules: { shop: form.shop, ppob: form.ppob },
        admin_name: form.admin_name,
        admin_phone: form.admin_phone,
        admin_email: form.admin_email,
        admin_password: form.admin_password,
      },
      {
        onSuccess: (tenant) => {
          notices.showSnackbar(
            'success',
            t('admin.platform.created', { name: tenant.name, host: tenant.hosts[0] ?? '' }),
          );
          setForm(emptyForm);
          setLogo(null);
          setLogoInput((now) => now + 1);
          if (!logo) return;
          uploadLogo.mutate(
            { id: tenant.id, file: logo },
            {
              // The tenant exists: the form is empty again, and the file's refusal says where to try again.
              onError: (failure) => {
                const reason = logoErrorOf(failure);
                const retry = t('admin.platform.logo_not_saved', { name: tenant.name });
                setErrors((now) => ({ ...now, logo: reason ? `${reason} ${retry}` : retry }));
              },
            },
          );
        },
        onError: (error) =>
          applyFormError(error, {
            setFieldError: (field, message) =>
              setErrors((now) => {
                const name = formFieldOf(field);
                return now[name] ? now : { ...now, [name]: message };
              }),
          }),
      },
    );
  }

  const field = (
    name: keyof Form & string,
    options: { type?: string; hint?: string; wide?: boolean; autoComplete?: string; inputMode?: 'tel' | 'email' } = {},
  ) => {
    const error = errors[name];
    const describedBy = error ? `platform-${name}-error` : options.hint ? `platform-${name}-hint` : undefined;
    return (
      <div className={`flex flex-col gap-1.5 ${options.wide ? 'md:col-span-2' : ''}`}>
        <label htmlFor={`platform-${name}`} className={labelClassName}>
          {t(`admin.platform.field.${name}` as 'admin.platform.field.name')}
        </label>
        <input
          id={`platform-${name}`}
          className={inputClassName}
          type={options.type ?? 'text'}
          value={String(form[name])}
          autoComplete={options.autoComplete ?? 'off'}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          onChange={(event) => set(name, event.target.value as never)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error ? (
          <span id={`platform-${name}-error`} className="text-sm text-red-700">
            {error}
          </span>
        ) : (
          options.hint && (
            <span id={`platform-${name}-hint`} className="text-sm text-slate-600">
              {options.hint}
            </span>
          )
        )}
      </div>
    );
  };

  const colour = (name: 'primary_color' | 'accent_color') => {
    const error = errors[name];
    const valid = /^#[0-9a-fA-F]{6}$/.test(form[name]);
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`platform-${name}`} className={labelClassName}>
          {t(`admin.platform.field.${name}`)}
        </label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-hidden
            tabIndex={-1}
            className="size-11 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1"
            value={valid ? form[name] : '#000000'}
            onChange={(event) => set(name, event.target.value)}
          />
          <input
            id={`platform-${name}`}
            className={inputClassName}
            value={form[name]}
            onChange={(event) => set(name, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `platform-${name}-error` : undefined}
          />
        </div>
        {error && (
          <span id={`platform-${name}-error`} className="text-sm text-red-700">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <Panel title={t('admin.platform.new')}>
      <form
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {field('name')}
        {field('slug', { hint: t('admin.platform.field.slug_hint') })}
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor="platform-hosts" className={labelClassName}>
            {t('admin.platform.field.hosts')}
          </label>
          <textarea
            id="platform-hosts"
            className={`${inputClassName} py-2`}
            rows={2}
            value={form.hosts}
            onChange={(event) => set('hosts', event.target.value)}
            aria-invalid={errors.hosts ? true : undefined}
            aria-describedby={errors.hosts ? 'platform-hosts-error' : 'platform-hosts-hint'}
          />
          {errors.hosts ? (
            <span id="platform-hosts-error" className="text-sm text-red-700">
              {errors.hosts}
            </span>
          ) : (
            <span id="platform-hosts-hint" className="text-sm text-slate-600">
              {t('admin.platform.field.hosts_hint')}
            </span>
          )}
        </div>
        {colour('primary_color')}
        {colour('accent_color')}
        {field('logo_url', { type: 'url' })}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="platform-logo" className={labelClassName}>
            {t('admin.platform.field.logo_file')}
          </label>
          <input
            key={logoInput}
            id="platform-logo"
            type="file"
            name="logo"
            accept={logoTypes}
            className="min-h-11 w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={errors.logo ? 'platform-logo-error' : 'platform-logo-hint'}
          />
          {errors.logo ? (
            <span id="platform-logo-error" role="alert" className="text-sm text-red-700">
              {errors.logo}
            </span>
          ) : (
            <span id="platform-logo-hint" className="text-sm text-slate-600">
              {t('admin.platform.logo_hint')}
            </span>
          )}
        </div>
        <label className="flex flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.platform.field.locale')}</span>
          <select
            className={inputClassName}
            value={form.locale}
            onChange={(event) => set('locale', event.target.value as Locale)}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-1.5 md:col-span-2">
          <legend className={`${labelClassName} mb-1.5`}>{t('admin.platform.field.modules')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['ppob', 'shop'] as const).map((name) => (
              <label key={name} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand"
                  checked={form[name]}
                  onChange={(event) => set(name, event.target.checked)}
                />
                {t(`admin.platform.module.${name}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <h3 className="text-base font-semibold text-slate-900 md:col-span-2">{t('admin.platform.first_admin')}</h3>
        {field('admin_name', { autoComplete: 'off' })}
        {field('admin_phone', { type: 'tel', inputMode: 'tel' })}
        {field('admin_email', { type: 'email', inputMode: 'email' })}
        {field('admin_password', { type: 'password', autoComplete: 'new-password' })}
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.isPending || uploadLogo.isPending}>
            {t('admin.platform.create')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * The platform owner's screen (issue 17, decision 034): every tenant of the installation with its volume, its
 * suspension, and the form that creates one with its first admin. The server decides who may see it.
 */
export function PlatformTenants() {
  const { t } = usePlatformText();
  const tenants = usePlatformTenants();
  return (
    <div className="flex w-full flex-col gap-4 px-4 py-5 lg:px-8">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{t('admin.platform.title')}</h1>
        <p className="mt-1 text-[0.95rem] text-slate-600">{t('admin.platform.description')}</p>
      </div>
      <Panel title={t('admin.platform.tenants')}>
        {tenants.data ? (
          tenants.data.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-label={t('admin.platform.tenants')}>
              {tenants.data.map((tenant) => (
                <TenantCard key={tenant.id} tenant={tenant} />
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('admin.platform.empty')}</p>
          )
        ) : tenants.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-slate-700">
            <p>{t('admin.load_failed')}</p>
            <Button variant="secondary" onClick={() => void tenants.refetch()}>
              {t('admin.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="text-slate-500">
            {t('admin.loading')}
          </p>
        )}
      </Panel>
      <CreateTenantForm />
    </div>
  );
}

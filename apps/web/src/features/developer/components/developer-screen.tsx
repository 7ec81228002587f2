import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeveloperSettings } from '@konter/shared/contracts/developer';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiCalls } from '../api/api-calls.ts';
import { useCreateKey } from '../api/create-key.ts';
import { useDeliveries } from '../api/deliveries.ts';
import { useDeveloperSettings } from '../api/developer-settings.ts';
import { useAddIp } from '../api/ips.ts';
import { useRemoveIp } from '../api/remove-ip.ts';
import { useResendCallback } from '../api/resend-callback.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useUpdateDeveloperSettings } from '../api/update-settings.ts';
import { useDeveloperText } from '../developer-text.ts';

const inputClass =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

/** What the server records of each callback attempt (platform/webhook-delivery.ts). */
const deliveryOutcomes = ['delivered', 'retrying', 'gave_up'] as const;
type DeliveryOutcome = (typeof deliveryOutcomes)[number];

function errorText(error: unknown, field: string): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.errors[field]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function Section({ title, children, hint }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </Card>
  );
}

function KeysSection({ settings }: { settings: DeveloperSettings }) {
  const { t } = useDeveloperText();
  const create = useCreateKey();
  const [shown, setShown] = useState<{ mode: string; key: string } | null>(null);
  return (
    <Section title={t('developer.keys.title')} hint={t('developer.keys.hint')}>
      <p className="text-sm text-slate-700">
        {t('developer.username')}:{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{settings.username}</code>
      </p>
      {(['production', 'development'] as const).map((mode) => {
        const key = settings.keys[mode];
        return (
          <div
            key={mode}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
          >
            <div>
              <p className="font-medium text-slate-900">{t(`developer.keys.${mode}`)}</p>
              <p className="text-sm text-slate-600">
                {key ? t('developer.keys.ends_with', { hint: key.hint }) : t('developer.keys.none')}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={create.isPending}
              onClick={() => create.mutate(mode, { onSuccess: (made) => setShown({ mode: made.mode, key: made.key }) })}
            >
              {key ? t('developer.keys.rotate') : t('developer.keys.create')}
            </Button>
          </div>
        );
      })}
      {shown && (
        <InlineNotice kind="warning">
          <p>{t('developer.keys.shown_once')}</p>
          <code className="mt-2 block rounded bg-white px-2 py-1 font-mono text-sm break-all" data-testid="new-key">
            {shown.key}
          </code>
        </InlineNotice>
      )}
    </Section>
  );
}

function CallbackSection({ settings }: { settings: DeveloperSettings }) {
  const { t } = useDeveloperText();
  const update = useUpdateDeveloperSettings();
  const test = useTestWebhook();
  const [url, setUrl] = useState(settings.callback_url ?? '');
  const [secret, setSecret] = useState(settings.callback_secret);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ callback_url: url.trim() || null, ...(secret.trim() ? { callback_secret: secret.trim() } : {}) });
  };
  const urlError = errorText(update.error, 'callback_url');
  return (
    <Section title={t('developer.callback.title')} hint={t('developer.callback.hint')}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('developer.callback.url')}
          <input
            className={inputClass}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://example.com/callback"
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={urlError ? true : undefined}
          />
        </label>
        {urlError && <p className="text-sm text-red-700">{urlError}</p>}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('developer.callback.secret')}
          <input className={inputClass} value={secret} onChange={(event) => setSecret(event.target.value)} />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            {t('developer.save')}
          </Button>
          <Button variant="secondary" disabled={test.isPending || !settings.callback_url} onClick={() => test.mutate()}>
            {t('developer.callback.test')}
          </Button>
        </div>
        {update.isSuccess && <InlineNotice kind="success">{t('developer.saved')}</InlineNotice>}
        {test.data && (
          <InlineNotice kind={test.data.ok ? 'success' : 'error'}>
            {test.data.ok
              ? t('developer.callback.test_ok', { ms: test.data.duration_ms })
              : t('developer.callback.test_failed', {
                  status: test.data.status_code ?? test.data.error ?? '-',
                })}
            {test.data.reply && <code className="mt-1 block text-xs break-all">{test.data.reply}</code>}
          </InlineNotice>
        )}
        {test.error && <InlineNotice kind="error">{errorText(test.error, 'callback_url')}</InlineNotice>}
      </form>
    </Section>
  );
}

function IpSection({ settings }: { settings: DeveloperSettings }) {
  const { t } = useDeveloperText();
  const add = useAddIp();
  const remove = useRemoveIp();
  const [ip, setIp] = useState('');
  const tone = {
    pending: 'bg-amber-100 text-amber-900',
    approved: 'bg-emerald-100 text-emerald-900',
    rejected: 'bg-red-100 text-red-900',
  };
  return (
    <Section title={t('developer.ips.title')} hint={t('developer.ips.hint')}>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(ip, { onSuccess: () => setIp('') });
        }}
      >
        <input
          className={`${inputClass} flex-1 basis-48`}
          value={ip}
          inputMode="decimal"
          placeholder="203.0.113.10"
          aria-label={t('developer.ips.address')}
          onChange={(event) => setIp(event.target.value)}
        />
        <Button type="submit" disabled={add.isPending || !ip.trim()}>
          {t('developer.ips.add')}
        </Button>
      </form>
      {add.error && <p className="text-sm text-red-700">{errorText(add.error, 'ip')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100">
        {settings.ips.length === 0 && <li className="py-2 text-sm text-slate-500">{t('developer.ips.empty')}</li>}
        {settings.ips.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-2 py-2">
            <span className="font-mono text-sm break-all">{row.ip}</span>
            <span className="flex items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[row.status]}`}>
                {t(`developer.ips.status.${row.status}`)}
              </span>
              <Button variant="ghost" onClick={() => remove.mutate(row.id)} aria-label={t('developer.ips.remove')}>
                ✕
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CallsSection() {
  const { t } = useDeveloperText();
  const { data } = useApiCalls();
  return (
    <Section title={t('developer.calls.title')}>
      {!data?.length && <p className="text-sm text-slate-500">{t('developer.calls.empty')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {data?.slice(0, 20).map((call) => (
          <li key={call.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
            <span className="font-mono">{call.endpoint}</span>
            <span className="text-slate-600">
              rc {call.rc ?? '-'} · {call.key_mode ?? '-'} · {call.ip} · {call.duration_ms} ms
            </span>
            {call.ref_id && <span className="w-full text-xs text-slate-500">ref_id {call.ref_id}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DeliveriesSection() {
  const { t } = useDeveloperText();
  const { data } = useDeliveries();
  const resend = useResendCallback();
  const [refId, setRefId] = useState('');
  return (
    <Section title={t('developer.deliveries.title')} hint={t('developer.deliveries.hint')}>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          resend.mutate(refId.trim());
        }}
      >
        <input
          className={`${inputClass} flex-1 basis-48`}
          value={refId}
          placeholder="ref_id"
          aria-label={t('developer.deliveries.ref_id')}
          onChange={(event) => setRefId(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={resend.isPending || !refId.trim()}>
          {t('developer.deliveries.resend')}
        </Button>
      </form>
      {resend.isSuccess && <InlineNotice kind="success">{t('developer.deliveries.resent')}</InlineNotice>}
      {resend.error && <InlineNotice kind="error">{errorText(resend.error, 'ref_id')}</InlineNotice>}
      {!data?.length && <p className="text-sm text-slate-500">{t('developer.deliveries.empty')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {data?.slice(0, 20).map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
            <span className="break-all">{row.url}</span>
            <span className="text-slate-600">
              #{row.attempt} · {row.status_code ?? row.error ?? '-'} ·{' '}
              {deliveryOutcomes.includes(row.outcome as DeliveryOutcome)
                ? t(`developer.deliveries.outcome.${row.outcome as DeliveryOutcome}`)
                : row.outcome}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** `/account/developer` (DEV-01, DEV-02): keys, callback URL and secret, IP list, recent calls, deliveries. */
export function DeveloperScreen({ docsUrl }: { docsUrl: string }) {
  const { t } = useDeveloperText();
  const { t: appT } = useTranslation();
  const { data: settings, isError } = useDeveloperSettings();
  if (isError) return <LoadingText label={t('developer.unavailable')} />;
  if (!settings) return <LoadingText label={appT('app.loading')} />;
  return (
    <div className="flex flex-col gap-4">
      <InlineNotice kind="info">
        {t('developer.intro')}{' '}
        <a className="font-semibold underline" href={docsUrl}>
          {t('developer.docs')}
        </a>
      </InlineNotice>
      <KeysSection settings={settings} />
      <CallbackSection settings={settings} />
      <IpSection settings={settings} />
      <CallsSection />
      <DeliveriesSection />
    </div>
  );
}

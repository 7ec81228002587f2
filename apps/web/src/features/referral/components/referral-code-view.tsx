import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralCodeBody } from '@konter/shared/contracts/referral';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { notices } from '../../../lib/notices.ts';
import { useChangeReferralCode, useReferral } from '../api/referral-code.ts';
import { ShareButtons } from './share-buttons.tsx';

/** REF-01: the code and link with their counts, the share buttons, and changing the code. */
export function ReferralCodeView() {
  const { t } = useTranslation();
  const referral = useReferral();
  const { tenant } = useSitePreferences();
  const change = useChangeReferralCode();
  const [copied, setCopied] = useState(false);
  const form = useZodForm({ initial: { code: '' }, labels: { code: 'field.referral_code' } });
  if (!referral.data) return <LoadingText label={t('app.loading')} />;
  const { code, url, clicks, registrations } = referral.data;

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(referralCodeBody);
    if (!body) return;
    change.mutate(body.code, {
      onSuccess: (result) => {
        form.reset({ code: '' });
        notices.showSnackbar('success', result.message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <>
      <Card>
        <dl className="grid grid-cols-2 gap-3">
          <div className="col-span-2">
            <dt className="text-sm text-slate-600">{t('ref.code')}</dt>
            <dd data-testid="referral-code" className="text-2xl font-bold tracking-wider text-slate-900">
              {code}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-sm text-slate-600">{t('ref.url')}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span
                data-testid="referral-url"
                className="min-w-0 flex-1 truncate rounded-lg bg-slate-100 px-3 py-2 text-sm"
              >
                {url}
              </span>
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? t('ref.copied') : t('ref.copy')}
              </Button>
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('ref.clicks')}</dt>
            <dd data-testid="referral-clicks" className="text-2xl font-bold">
              {clicks}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t('ref.registrations')}</dt>
            <dd data-testid="referral-registrations" className="text-2xl font-bold">
              {registrations}
            </dd>
          </div>
        </dl>
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold text-slate-900">{t('ref.share')}</h2>
        <ShareButtons text={t('ref.share_text', { brand: tenant.brandName, code })} url={url} />
      </Card>
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <h2 className="font-semibold text-slate-900">{t('ref.change_code')}</h2>
          <TextField
            field={form.bind('code')}
            label={t('ref.code')}
            hint={t('ref.change_code_hint')}
            maxLength={16}
            autoComplete="off"
          />
          <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto sm:self-start">
            {t('ref.save_code')}
          </Button>
        </form>
      </Card>
    </>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  affiliateApplicationBody,
  affiliateBankLabels,
  affiliateBankTypes,
  type Affiliate,
} from '@konter/shared/contracts/referral';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notices } from '../../../lib/notices.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { uploadAffiliateAttachment, useAffiliate, useApplyAffiliate } from '../api/affiliate.ts';
import { referralKeys } from '../api/referral-code.ts';

const renewalWindowMs = 30 * 24 * 60 * 60_000;

/** REF-02/03: the application's state, and the form to apply (again). */
export function AffiliateView() {
  const { t, i18n } = useTranslation();
  const affiliate = useAffiliate();
  // When the page opened: the renewal offer does not need to appear while it is being read.
  const [openedAt] = useState(() => Date.now());
  if (!affiliate.data) return <LoadingText label={t('app.loading')} />;
  const data = affiliate.data;
  const expired = data.status === 'verified' && !data.earning;
  // REF-03: re-applying renews the code; offered from a month before it expires, so earning need not stop.
  const renewable =
    data.status === 'verified' &&
    data.earning &&
    !!data.expires_at &&
    Date.parse(data.expires_at) - openedAt < renewalWindowMs;
  return (
    <>
      <Card>
        <p className="text-slate-600">{t('ref.affiliate_intro')}</p>
        <p className="mt-3">
          <span className="text-sm text-slate-600">{t('ref.status')}: </span>
          <strong data-testid="affiliate-status">{t(`ref.status.${data.status}`)}</strong>
        </p>
        {data.rejection_reason && (
          <p role="alert" className="mt-2 text-red-700">
            {t('ref.rejected_reason', { reason: data.rejection_reason })}
          </p>
        )}
        {data.earning && data.expires_at && (
          <p className="mt-2 text-sm text-slate-600">
            {t('ref.expires', { date: formatDateTime(data.expires_at, currentLocale(i18n)) })}
          </p>
        )}
        {expired && <p className="mt-2 text-amber-800">{t('ref.expired')}</p>}
        {renewable && <p className="mt-2 text-amber-800">{t('ref.renew_soon')}</p>}
      </Card>
      {data.status !== 'waiting' && (!data.earning || expired || renewable || data.status === 'rejected') && (
        <ApplicationForm affiliate={data} />
      )}
    </>
  );
}

function ApplicationForm({ affiliate }: { affiliate: Affiliate }) {
  const { t } = useTranslation();
  const apply = useApplyAffiliate();
  const form = useZodForm({
    initial: {
      bank_type: affiliate.bank_type ?? '',
      account_name: affiliate.account_name ?? '',
      account_number: affiliate.account_number ?? '',
    },
    labels: { bank_type: 'ref.bank_type', account_name: 'ref.account_name', account_number: 'ref.account_number' },
  });
  const bank = form.bind('bank_type');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The application and then its identity file: the form stays busy until both are sent, so nobody leaves the page
  // (and cancels the upload) on the strength of a status that changed before the file arrived.
  const [uploading, setUploading] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(affiliateApplicationBody);
    if (!body) return;
    if (!file && !affiliate.has_attachment) {
      setFileError(t('ref.attachment_required'));
      return;
    }
    setFileError(null);
    apply.mutate(body, {
      onSuccess: async (result) => {
        if (file) {
          setUploading(true);
          try {
            client.setQueryData(referralKeys.affiliate, await uploadAffiliateAttachment(file));
          } catch (error) {
            const first = isApiError(error) ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
            setFileError(first ?? (error instanceof Error ? error.message : String(error)));
            return;
          } finally {
            setUploading(false);
          }
        }
        notices.showSnackbar('success', result.message);
      },
      onError: (error) => form.applyServerError(error),
    });
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={bank.id} className="font-medium text-slate-900">
            {t('ref.bank_type')}
          </label>
          <select
            id={bank.id}
            name={bank.name}
            value={bank.value}
            onChange={(event) => bank.onChange(event.target.value)}
            aria-invalid={bank.error ? true : undefined}
            className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base"
          >
            <option value="">{t('ref.choose_bank')}</option>
            {affiliateBankTypes.map((type) => (
              <option key={type} value={type}>
                {affiliateBankLabels[type]}
              </option>
            ))}
          </select>
          {bank.error && <p className="text-sm text-red-700">{bank.error}</p>}
        </div>
        <TextField field={form.bind('account_name')} label={t('ref.account_name')} autoComplete="name" />
        <TextField
          field={form.bind('account_number')}
          label={t('ref.account_number')}
          inputMode="numeric"
          filter={digitsOnly}
          maxLength={20}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="affiliate-attachment" className="font-medium text-slate-900">
            {t('ref.attachment')}
          </label>
          <input
            id="affiliate-attachment"
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby="affiliate-attachment-hint"
            aria-invalid={fileError ? true : undefined}
            className="text-base"
          />
          <p id="affiliate-attachment-hint" className="text-sm text-slate-600">
            {t('ref.attachment_hint')}
          </p>
          {fileError && (
            <p role="alert" className="text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={apply.isPending || uploading} className="w-full sm:w-auto sm:self-start">
          {affiliate.status === 'not_registered' ? t('ref.apply') : t('ref.reapply')}
        </Button>
      </form>
    </Card>
  );
}

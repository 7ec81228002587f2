import type { FormEvent } from 'react';
import { z } from 'zod';
import type { BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { SecretField, secretRules } from '../../../components/ui/confirm-sheet.tsx';
import { isApiError, maxPinAttemptsCode } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useCancelUpload } from '../api/cancel-upload.ts';
import { useConfirmUpload } from '../api/confirm-upload.ts';
import { useBulkText } from '../bulk-text.ts';

/**
 * Step 3: the go-ahead for the valid rows, with the PIN (or the password when the account has no PIN), asked once for
 * the whole file. Cancel drops the upload; nothing was charged.
 */
export function ConfirmUploadForm({ upload, pinRequired }: { upload: BulkUploadDetail; pinRequired: boolean }) {
  const { t } = useBulkText();
  const confirm = useConfirmUpload(upload.id);
  const cancel = useCancelUpload(upload.id);
  const form = useZodForm({
    initial: { pin: '', password: '' },
    labels: { pin: 'field.pin', password: 'field.password' },
  });
  const busy = confirm.isPending || cancel.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = form.validate(z.object(secretRules(pinRequired ? 'pin' : 'password')));
    if (!values) return;
    confirm.mutate(pinRequired ? { pin: values.pin } : { password: values.password }, {
      onError: (error) => {
        if (isApiError(error) && error.code === maxPinAttemptsCode) {
          form.setError('pin', error.message);
          return;
        }
        form.applyServerError(error);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('excel.confirm_title')}
      data-testid="confirm-upload"
    >
      <h3 className="text-base font-bold text-slate-900">{t('excel.confirm_title')}</h3>
      <p className="text-sm text-slate-700">
        {t('excel.confirm_body', { count: upload.valid_rows, amount: formatRupiah(upload.total_price) })}
      </p>
      <SecretField
        secret={pinRequired ? 'pin' : 'password'}
        pin={form.bind('pin')}
        password={form.bind('password')}
        autoFocus={false}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => cancel.mutate()} data-testid="cancel-upload">
          {t('excel.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="confirm-button">
          {confirm.isPending ? t('excel.confirming') : t('excel.confirm', { count: upload.valid_rows })}
        </Button>
      </div>
    </form>
  );
}

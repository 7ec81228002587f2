import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@konter/shared/contracts/accounts';
import { deleteAccountBody } from '@konter/shared/contracts/accounts';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice, PasswordField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { dangerButtonClass } from './form-fields.tsx';

/**
 * ACC-10: only with a deposit of 0; the account can be restored by logging in within 7 days, after that only
 * customer service can. The password confirms it is the owner.
 */
export function DeleteAccountForm({
  account,
  onDeleted,
}: {
  account: Pick<Account, 'deposit'>;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm({ initial: { password: '' }, labels: { password: 'field.password' } });
  const remove = useDeleteAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(deleteAccountBody);
    if (!body) return;
    remove.mutate(body.password, { onSuccess: onDeleted, onError: (error) => form.applyServerError(error) });
  };

  return (
    <div className="flex flex-col gap-5">
      <ul className="flex list-disc flex-col gap-2 rounded-2xl bg-white p-4 pl-9 text-[0.95rem] text-slate-700 shadow-sm ring-1 ring-slate-200">
        <li>{t('acc.delete_rule_balance')}</li>
        <li>{t('acc.delete_rule_recovery')}</li>
        <li>{t('acc.delete_rule_cs')}</li>
      </ul>
      {account.deposit !== 0 && (
        <InlineNotice kind="warning">
          {t('acc.delete_balance_left', { amount: formatRupiah(account.deposit) })}
        </InlineNotice>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PasswordField field={form.bind('password')} label={t('field.password')} autoComplete="current-password" />
        <button type="submit" className={dangerButtonClass} disabled={remove.isPending}>
          {t('acc.delete_submit')}
        </button>
      </form>
    </div>
  );
}

import type { ChangeEvent, FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@konter/shared/contracts/accounts';
import { profileBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { avatarTypes, isAcceptableAvatar, useUploadAvatar } from '../api/upload-avatar.ts';
import { formatPhone } from '../../../lib/format.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { AccountIcon } from './account-icons.tsx';

/** ACC-05: the photo (jpg/png/webp up to 2 MB), checked here first so a slow line does not carry a refused file. */
export function AvatarUpload({ account }: { account: Account }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptableAvatar(file)) {
      setProblem(t('account.avatar_invalid'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notices.showSnackbar('success', t('acc.avatar_saved')),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <AccountAvatar account={account} className="size-24 text-4xl" />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={avatarTypes.join(',')}
        onChange={choose}
        className="sr-only"
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 has-[:focus-visible]:outline-2"
      >
        <AccountIcon name="camera" className="size-5" />
        {upload.isPending ? t('acc.avatar_uploading') : t('acc.avatar_change')}
      </label>
      <p className="text-sm text-slate-500">{t('acc.avatar_hint')}</p>
      {problem && <InlineNotice kind="error">{problem}</InlineNotice>}
    </div>
  );
}

/** ACC-04/ACC-05: the name can change; phone (permanent) and e-mail are shown read-only. */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const form = useZodForm({ initial: { name: account.name }, labels: { name: 'field.name' } });
  const readOnly = useZodForm({
    initial: { hp: formatPhone(account.hp), email: account.email, referal_code: account.referal_code },
    labels: { hp: 'field.phone', email: 'field.email', referal_code: 'field.referral_code' },
  });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(profileBody);
    if (!body) return;
    update.mutate(body.name, {
      onSuccess: ({ message }) => notices.showSnackbar('success', message),
      onError: (error) => form.applyServerError(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField field={form.bind('name')} label={t('field.name')} autoComplete="name" />
      <TextField field={readOnly.bind('hp')} label={t('field.phone')} readOnly hint={t('acc.phone_permanent')} />
      <TextField field={readOnly.bind('email')} label={t('field.email')} readOnly />
      <TextField field={readOnly.bind('referal_code')} label={t('field.referral_code')} readOnly />
      <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.save')}
      </Button>
    </form>
  );
}

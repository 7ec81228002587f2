import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappTypes, type WhatsAppChannels } from '@konter/shared/contracts/notifications';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useAdminWhatsAppChannels, useSaveWhatsAppChannels } from '../api/admin-whatsapp.ts';
import { useNotificationTypeText } from '../notification-type-text.ts';

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand focus:outline-2 focus:outline-brand/30';

/**
 * The tenant's WhatsApp messages (issue 20) on the back office's notifications page: which kinds of notification may
 * go out by WhatsApp (each account then chooses among them) and the approved message template each is sent with.
 */
export function AdminWhatsApp() {
  // The types' titles come with this screen.
  useNotificationTypeText();
  const { t } = useTranslation();
  const stored = useAdminWhatsAppChannels();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('admin.notifications.whatsapp_title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.notifications.whatsapp_intro')}</p>
      {stored.data ? <WhatsAppForm stored={stored.data} /> : <LoadingText label={t('app.loading')} />}
    </Card>
  );
}

function WhatsAppForm({ stored }: { stored: WhatsAppChannels }) {
  const { t } = useTranslation();
  const save = useSaveWhatsAppChannels();
  const [types, setTypes] = useState<string[]>(stored.types);
  const [templates, setTemplates] = useState<Record<string, string>>(stored.templates);
  const errors = isApiError(save.error) ? save.error.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      types: whatsappTypes.filter((type) => types.includes(type)),
      templates: Object.fromEntries(whatsappTypes.map((type) => [type, (templates[type] ?? '').trim()])),
    });
  };

  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate data-testid="admin-whatsapp">
      <ul className="flex flex-col divide-y divide-slate-200">
        {whatsappTypes.map((type) => {
          const on = types.includes(type);
          const error = errors[`templates.${type}`]?.[0];
          return (
            <li key={type} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-type={type}>
              <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand"
                  checked={on}
                  onChange={(event) =>
                    setTypes((list) => (event.target.checked ? [...list, type] : list.filter((item) => item !== type)))
                  }
                />
                <span className="min-w-0 break-words">
                  {t(`notifications.type.${type}.title` as WebMessageKey, { title: '' })}
                </span>
              </label>
              <label className="flex flex-col gap-1 text-sm text-slate-700 sm:w-72">
                <span>{t('admin.notifications.whatsapp_template')}</span>
                <input
                  className={inputClass}
                  value={templates[type] ?? ''}
                  disabled={!on}
                  maxLength={512}
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('admin.notifications.whatsapp_template_none')}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setTemplates((all) => ({ ...all, [type]: event.target.value }))}
                />
                {error && <span className="text-red-700">{error}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {save.isError && Object.keys(errors).length === 0 && (
        <InlineNotice kind="error">{save.error.message}</InlineNotice>
      )}
      {save.isSuccess && <InlineNotice kind="success">{save.data.message}</InlineNotice>}
      <Button type="submit" disabled={save.isPending} className="self-start" data-testid="whatsapp-save">
        {t('admin.notifications.whatsapp_save')}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '@konter/shared/contracts/accounts-constants';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useAdminNews, usePublishNews } from '../api/admin-news.ts';

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand focus:outline-2 focus:outline-brand/30';

/**
 * The admin's news (issue 20): write a news item for every account of the tenant or one role, then see what was
 * sent with how many inboxes received it and how many have read it.
 */
export function AdminNews() {
  const { t, i18n } = useTranslation();
  const news = useAdminNews();
  const publish = usePublishNews();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const errors = isApiError(publish.error) ? publish.error.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { title, body, role: role === '' ? null : role },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <h2 className="text-lg font-semibold text-slate-900">{t('notifications.admin.write')}</h2>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            {t('notifications.admin.title_field')}
            <input className={inputClass} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
            {errors.title?.[0] && <span className="font-normal text-red-700">{errors.title[0]}</span>}
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            {t('notifications.admin.body_field')}
            <textarea
              className={`${inputClass} min-h-28`}
              value={body}
              maxLength={2000}
              onChange={(e) => setBody(e.target.value)}
            />
            {errors.body?.[0] && <span className="font-normal text-red-700">{errors.body[0]}</span>}
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
            {t('notifications.admin.audience')}
            <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
              <option value="">{t('notifications.admin.everyone')}</option>
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(`acc.role.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {publish.isError && Object.keys(errors).length === 0 && (
            <InlineNotice kind="error">{publish.error.message}</InlineNotice>
          )}
          {publish.isSuccess && (
            <InlineNotice kind="success">
              {t('notifications.admin.sent', { count: publish.data.deliveries.in_app ?? 0 })}
            </InlineNotice>
          )}
          <Button type="submit" disabled={publish.isPending} className="self-start" data-testid="news-send">
            {t('notifications.admin.send')}
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('notifications.admin.sent_list')}</h2>
        {!news.data ? (
          <LoadingText label={t('app.loading')} />
        ) : news.data.length === 0 ? (
          <p className="py-4 text-slate-600">{t('notifications.empty.news')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-slate-200" data-testid="admin-news-list">
            {news.data.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-3">
                <span className="font-semibold text-slate-900">{item.title}</span>
                <span className="text-sm break-words text-slate-700">{item.body}</span>
                <span className="text-xs text-slate-500">
                  {formatJakartaDateTime(item.created_at, currentLocale(i18n))} ·{' '}
                  {item.audience ? t(`acc.role.${item.audience as Role}`) : t('notifications.admin.everyone')} ·{' '}
                  {t('notifications.admin.counts', { delivered: item.deliveries.in_app ?? 0, read: item.read })} ·{' '}
                  {t('notifications.admin.push_counts', { count: item.deliveries.push ?? 0 })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

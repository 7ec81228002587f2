import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { PostpaidType } from '@konter/shared/contracts/postpaid';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { ContactPanel } from '../../../features/ppob/components/contact-picker.tsx';
import { PrepaidFrame } from '../../../features/ppob/components/prepaid-frame.tsx';
import { useBillers } from '../../../features/postpaid/api/billers.ts';
import type { PostpaidContacts } from '../../../features/postpaid/components/postpaid-payment.tsx';
import { PostpaidPayment } from '../../../features/postpaid/components/postpaid-payment.tsx';
import { LivePostpaidStatus } from '../../../features/postpaid/components/postpaid-status-card.tsx';
import { postpaidTitles, postpaidTypeOf } from '../../../features/postpaid/postpaid-menu.ts';
import { useContactSource } from '../prabayar/use-contact-source.ts';
import { usePostpaidPage } from './use-postpaid-page.ts';

/** Favourite contacts saved as bills (ACC-06) come first in the picker. */
const contactTypes = ['pascabayar'] as const;

/** `/pascabayar/{type}` (NAV-08, PAS-01): one postpaid type's bill check and payment, then its live result. */
export function PostpaidTypePage() {
  const location = useLocation();
  const segment = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const type = postpaidTypeOf(segment);
  if (!type) return <Navigate to="/pascabayar" replace />;
  // Keyed: moving to another type starts with a fresh form.
  return <PostpaidScreen key={type} type={type} />;
}

function NotOffered({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="postpaid-not-offered"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="bill" className="size-7" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">{t('postpaid.not_offered_title', { type: title })}</h2>
      <p className="text-sm text-slate-600">{t('postpaid.not_offered_body')}</p>
    </section>
  );
}

function PostpaidScreen({ type }: { type: PostpaidType }) {
  const { t } = useTranslation();
  const page = usePostpaidPage();
  const { data: account } = useAccount();
  const billers = useBillers(type);
  const source = useContactSource();
  const title = page.titleOverride ?? t(postpaidTitles[type]);
  const contacts: PostpaidContacts = {
    load: source.load,
    renderPanel: ({ id, onPick }) => (
      <ContactPanel id={id} source={source} types={contactTypes} onPick={(contact) => onPick(contact.number)} />
    ),
  };

  // The result replaces the form the person scrolled down to: show it from its top.
  useEffect(() => {
    if (page.refId) window.scrollTo?.({ top: 0 });
  }, [page.refId]);

  if (!account) return null;
  return (
    <PrepaidFrame title={title}>
      {account.developer_mode && <InlineNotice kind="warning">{t('trx.developer_mode')}</InlineNotice>}
      {page.refId ? (
        <div className="mx-auto w-full max-w-xl">
          <LivePostpaidStatus refId={page.refId} onFinal={page.onFinal} onPayAnother={page.payAnother} />
        </div>
      ) : billers.data ? (
        billers.data.length === 0 ? (
          <NotOffered title={t(postpaidTitles[type])} />
        ) : (
          <PostpaidPayment
            type={type}
            billers={billers.data}
            balance={account.deposit}
            secret={account.has_pin ? 'pin' : 'password'}
            contacts={contacts}
            onPaid={page.onPaid}
          />
        )
      ) : billers.isError ? (
        <InlineNotice kind="error">
          <span className="block">{t('postpaid.billers_failed')}</span>
          <Button variant="secondary" className="mt-2" onClick={() => void billers.refetch()}>
            {t('app.retry')}
          </Button>
        </InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PrepaidFrame>
  );
}

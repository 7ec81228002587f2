import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Deposit } from '@konter/shared/contracts/deposits';
import { formatRupiah } from '@konter/shared/money';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ContactDetails } from '../../../components/ui/contact-details.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { useTopUp } from '../api/top-up.ts';
import { methodLabel } from '../format.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { DepositIcon } from './deposit-icons.tsx';
import type { DepositIconName } from './deposit-icons.tsx';
import { DepositStatusChip } from './deposit-status.tsx';
import { depositPagePaths, TopUpStatusPanel } from './payment-instructions.tsx';

/** The failed-payment page reloads itself after this many seconds (§4: "auto-refreshes after a countdown"). */
export const errorRefreshSeconds = 10;

function ReturnFrame({
  icon,
  tone,
  title,
  children,
}: {
  icon: DepositIconName;
  tone: 'success' | 'warning' | 'error';
  title: string;
  children: ReactNode;
}) {
  const iconTone = {
    success: 'bg-emerald-100 text-emerald-700',
    warning: 'bg-amber-100 text-amber-700',
    error: 'bg-red-100 text-red-700',
  }[tone];
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={`flex size-16 items-center justify-center rounded-full ${iconTone}`}>
          <DepositIcon name={icon} className="size-9" />
        </span>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** One line about the top-up the provider sent the person back for. */
function DepositLine({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-mono text-sm font-semibold text-slate-900">{deposit.code}</p>
        <p className="text-sm text-slate-600">
          {methodLabel(deposit.provider, deposit.method, t, deposit.bank?.name)} · {formatRupiah(deposit.charged)}
        </p>
      </div>
      <DepositStatusChip status={deposit.status} />
    </div>
  );
}

function LoginToSee({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t('dep.login_to_see_status')}</p>
      <ButtonLink to={`/auth/login?redirect=${encodeURIComponent(path)}`}>{t('nav.login')}</ButtonLink>
    </div>
  );
}

/**
 * `/midtrans/finish` (DEP-07): back from the payment page. Shows the live status of that top-up (it turns paid as
 * soon as the provider's notification arrives) and leads to the history.
 */
export function PaymentFinishView({
  code,
  loggedIn,
  balance,
  onPaid,
  returnPath,
}: {
  code: string | null;
  loggedIn: boolean;
  balance: number | null;
  onPaid: () => void;
  returnPath: string;
}) {
  const { t } = useTranslation();
  const topUp = useTopUp(code, { enabled: loggedIn, onPaid });
  const deposit = topUp.data;
  const paid = deposit?.status === 'paid';
  return (
    <ReturnFrame
      icon={paid ? 'checkCircle' : 'hourglass'}
      tone={paid ? 'success' : 'warning'}
      title={t(paid ? 'dep.finish_title_paid' : 'dep.finish_title')}
    >
      {!loggedIn ? (
        <LoginToSee path={returnPath} />
      ) : code === null ? (
        <p className="text-center text-slate-700">{t('dep.finish_no_code')}</p>
      ) : deposit ? (
        <>
          <TopUpStatusPanel deposit={deposit} balance={balance} showTitle={deposit.status === 'pending'} />
          <DepositLine deposit={deposit} />
        </>
      ) : topUp.isError ? (
        <p className="text-center text-slate-700">{t('dep.finish_not_found')}</p>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
          <Spinner className="size-5" />
          {t('dep.checking_status')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {deposit && deposit.status === 'pending' && (
          <ButtonLink to={depositPagePaths.instructions(deposit.code)}>{t('dep.see_instructions')}</ButtonLink>
        )}
        {!paid && (
          <ButtonLink to={depositPagePaths.history} variant="secondary">
            {t('dep.see_history')}
          </ButtonLink>
        )}
      </div>
    </ReturnFrame>
  );
}

/** "Contact the admin": the tenant's WhatsApp and e-mail, right on the page (the help centre is not built yet). */
function AdminContact() {
  const preferences = useSitePreferences();
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-center">
      <ContactDetails brandName={preferences.tenant.brandName} contact={preferences.contact} compact />
    </div>
  );
}

/** `/midtrans/unfinish` (DEP-07): the payment page was left before paying; try again or ask the admin. */
export function PaymentUnfinishView({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <ReturnFrame icon="hourglass" tone="warning" title={t('dep.unfinish_title')}>
      <p className="text-center text-slate-700">{t('dep.unfinish_body')}</p>
      {code && <p className="text-center font-mono text-sm text-slate-600">{code}</p>}
      <div className="flex flex-col gap-2">
        <ButtonLink to={code ? depositPagePaths.instructions(code) : depositPagePaths.topUp}>
          {t('dep.retry_payment')}
        </ButtonLink>
        <AdminContact />
      </div>
    </ReturnFrame>
  );
}

/**
 * `/midtrans/error` (DEP-07): the payment failed. The page reloads itself after a visible countdown
 * (`refreshSeconds`; null for none), in case the provider's final answer arrives meanwhile.
 */
export function PaymentErrorView({
  code,
  loggedIn,
  refreshSeconds = errorRefreshSeconds,
  onRefresh,
}: {
  code: string | null;
  loggedIn: boolean;
  refreshSeconds?: number | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [deadline] = useState(() => (refreshSeconds === null ? null : Date.now() + refreshSeconds * 1000));
  const left = useSecondsLeft(deadline);
  const refreshed = useRef(false);
  const latestOnRefresh = useRef(onRefresh);
  useEffect(() => {
    latestOnRefresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    if (deadline === null || left > 0 || refreshed.current) return;
    refreshed.current = true;
    latestOnRefresh.current();
  }, [deadline, left]);
  const topUp = useTopUp(code, { enabled: loggedIn });

  return (
    <ReturnFrame icon="x" tone="error" title={t('dep.error_title')}>
      <p className="text-center text-slate-700">{t('dep.error_body')}</p>
      {topUp.data && <DepositLine deposit={topUp.data} />}
      {deadline !== null && (
        <p
          className="flex items-center justify-center gap-2 text-sm text-slate-600"
          data-testid="refresh-countdown"
          role="timer"
          aria-live="off"
        >
          <DepositIcon name="refresh" className="size-4" />
          {left > 0 ? t('dep.refresh_in', { seconds: left }) : t('dep.refreshing')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <ButtonLink to={depositPagePaths.topUp}>{t('dep.try_again')}</ButtonLink>
        <AdminContact />
        <Link
          to={depositPagePaths.history}
          className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand underline underline-offset-2"
        >
          {t('dep.see_history')}
        </Link>
      </div>
    </ReturnFrame>
  );
}

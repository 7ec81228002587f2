import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { useMloAccess } from '../../../features/logistics/api/access.ts';
import { Cn23Panel } from '../../../features/logistics/components/cn23-panel.tsx';
import { CustomersPanel } from '../../../features/logistics/components/customers-panel.tsx';
import { ManifestsPanel } from '../../../features/logistics/components/manifests-panel.tsx';
import { OrdersPanel } from '../../../features/logistics/components/orders-panel.tsx';
import { SendPanel } from '../../../features/logistics/components/send-panel.tsx';
import { SettingsPanel } from '../../../features/logistics/components/settings-panel.tsx';
import { SpkPanel } from '../../../features/logistics/components/spk-panel.tsx';
import { TaxPanel } from '../../../features/logistics/components/tax-panel.tsx';
import { TrackPanel } from '../../../features/logistics/components/track-panel.tsx';

const tabs = ['send', 'orders', 'track', 'manifests', 'spk', 'cn23', 'tax', 'customers', 'settings'] as const;
type Tab = (typeof tabs)[number];

/**
 * `/pos`: POS MLO (spec §1, §2). Only an MLO agent with a courier flag and completed POS settings uses it (MLO-01);
 * anybody else reads the permission message (an MLO agent also finds its settings form there, to complete them).
 */
export function PosPage() {
  const { t } = useTranslation();
  const access = useMloAccess();
  const [params] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'send';
  if (!access.data) return <LoadingText label={t('pos.loading')} />;
  const data = access.data;
  const allowed = data.is_agen_mlo && data.couriers.length > 0 && data.settings_complete;
  if (!allowed) {
    return (
      <PageFrame title={t('menu.pos')}>
        <RefusalNotice
          title={t('pos.forbidden')}
          testId="mlo-forbidden"
          action={
            <ButtonLink to="/" variant="secondary">
              {t('pos.back_home')}
            </ButtonLink>
          }
        >
          {data.is_agen_mlo && !data.settings_complete ? t('pos.forbidden_settings') : t('pos.forbidden_body')}
        </RefusalNotice>
        {data.is_agen_mlo && !data.settings_complete && <SettingsPanel settings={null} />}
      </PageFrame>
    );
  }
  // SiCepat's SPK (MLO-05) is SiCepat's own: its tab shows only to an agent who may send with SiCepat.
  const shown = tabs.filter((entry) => entry !== 'spk' || data.couriers.some((courier) => courier.code === 'sicepat'));
  const nav = (
    <nav aria-label={t('menu.pos')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {shown.map((entry) => (
          <li key={entry}>
            <Link
              to={`/pos?tab=${entry}`}
              aria-current={entry === tab ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${entry === tab ? 'bg-brand text-brand-foreground' : 'bg-white text-slate-800 ring-1 ring-slate-200'}`}
            >
              {t(`pos.tab.${entry}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <PageFrame title={t('menu.pos')} description={t('pos.description')} nav={nav} compact>
      {tab === 'send' && <SendPanel access={data} initialCustomer={params.get('customer')} />}
      {tab === 'orders' && <OrdersPanel />}
      {tab === 'track' && <TrackPanel initialAwb={params.get('awb') ?? ''} />}
      {tab === 'manifests' && <ManifestsPanel access={data} />}
      {tab === 'spk' && shown.includes('spk') && <SpkPanel />}
      {tab === 'cn23' && <Cn23Panel initialAwb={params.get('awb') ?? ''} />}
      {tab === 'tax' && <TaxPanel />}
      {tab === 'customers' && <CustomersPanel />}
      {tab === 'settings' && <SettingsPanel settings={data.settings} />}
    </PageFrame>
  );
}

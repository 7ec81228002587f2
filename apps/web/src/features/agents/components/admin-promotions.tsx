import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { usePromoteAgent } from '../api/promote-agent.ts';
import { usePromotionCandidates } from '../api/promotion-candidates.ts';

/** AGT-03, admin: agents who reached the master threshold, each promoted with one click. */
export function AdminPromotions() {
  const { t } = useTranslation();
  const candidates = usePromotionCandidates();
  const promote = usePromoteAgent();
  if (!candidates.data) {
    const message = isApiError(candidates.error) ? candidates.error.message : null;
    return <LoadingText label={message ?? t('agents.loading')} />;
  }
  return (
    <section className="flex flex-col gap-3" aria-labelledby="agent-promotions">
      <h2 id="agent-promotions" className="text-lg font-bold text-slate-900">
        {t('agents.promotions')}
      </h2>
      <p className="text-slate-600">{t('agents.promotions_intro')}</p>
      {candidates.data.length === 0 ? (
        <p className="py-4 text-center text-slate-500">{t('agents.promotions_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="agent-promotions">
          {candidates.data.map((candidate) => (
            <li key={candidate.account_id}>
              <Card className="flex flex-wrap items-center justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{candidate.name}</span>
                  <span className="text-sm text-slate-600">
                    {formatPhone(candidate.phone)} · {t('agents.volume_30')}: {formatRupiah(candidate.volume_30_days)}
                  </span>
                </span>
                <Button
                  type="button"
                  disabled={promote.isPending}
                  onClick={() =>
                    promote.mutate(candidate.account_id, {
                      onSuccess: (message) => notices.showSnackbar('success', message),
                      onError: (error) => {
                        if (isApiError(error)) notices.showSnackbar('error', error.message);
                      },
                    })
                  }
                >
                  {t('agents.promote')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

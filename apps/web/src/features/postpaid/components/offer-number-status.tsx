import { useTranslation } from 'react-i18next';
import type { OfferType } from '@konter/shared/contracts/postpaid';
import { offerNetworks } from '@konter/shared/contracts/postpaid';
import { Icon } from '../../../components/ui/icon.tsx';
import { offerNumberState } from '../offer-number.ts';

/**
 * The line under an offer's phone number while it is typed: the operator's name once the prefix is the offer's, or
 * that the number belongs to another operator (the same words the server would answer), so nobody checks an offer
 * for a number that cannot have one.
 */
export function OfferNumberStatus({ type, value }: { type: OfferType; value: string }) {
  const { t } = useTranslation();
  const state = offerNumberState(type, value);
  const { brand } = offerNetworks[type];
  if (state === 'pending') return null;
  if (state === 'wrong') {
    return (
      <p className="font-medium text-red-700" data-testid="offer-number-status" data-state="wrong">
        {t('postpaid.wrong_operator', { operator: brand })}
      </p>
    );
  }
  return (
    <p
      className="inline-flex items-center gap-1 font-medium text-emerald-700"
      data-testid="offer-number-status"
      data-state="ok"
    >
      <Icon name="check" className="size-4" />
      {t('postpaid.offer.operator_ok', { brand })}
    </p>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@konter/shared/i18n/locales';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useCopy } from '../../../lib/use-copy.ts';
import { useMakeCheckoutLink } from '../api/checkout-link.ts';
import { useCheckoutLinkText } from '../checkout-link-text.ts';

export type ShareLine = { product_id: string; variant_id: string | null; quantity: number; notes: string };

/**
 * SHP-03: the chosen cart lines become a checkout link to send (WhatsApp first: it is how sellers reach buyers). The
 * link shown is for the lines chosen when it was made; choosing others hides it, so an old link is never sent for
 * new lines.
 */
export function ShareCheckoutLink({ lines }: { lines: ShareLine[] }) {
  const { t } = useCheckoutLinkText();
  const { i18n } = useTranslation();
  const make = useMakeCheckoutLink();
  const { copied, copy } = useCopy();
  const [made, setMade] = useState<{ forLines: string; url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linesKey = JSON.stringify(lines);
  const shown = made?.forLines === linesKey ? made : null;

  const share = async () => {
    setError(null);
    try {
      const link = await make.mutateAsync({ items: lines });
      setMade({ forLines: linesKey, url: `${window.location.origin}${link.path}`, expiresAt: link.expires_at });
    } catch (failure) {
      // A line the server refuses (stock, minimum, variant) says why under its field key; the first reason is enough.
      setError(
        (isApiError(failure) && (Object.values(failure.errors)[0]?.[0] ?? failure.message)) ||
          t('shop.link.share_failed'),
      );
    }
  };

  const until = shown ? formatJakartaDateTime(shown.expiresAt, isLocale(i18n.language) ? i18n.language : 'id') : null;
  const whatsapp = shown
    ? `https://wa.me/?text=${encodeURIComponent(`${t('shop.link.whatsapp_text')} ${shown.url}`)}`
    : '';

  return (
    <div className="flex flex-col gap-2" data-testid="shop-share">
      <Button
        type="button"
        variant="secondary"
        disabled={lines.length === 0 || make.isPending}
        onClick={() => void share()}
        data-testid="shop-share-button"
      >
        {make.isPending ? t('shop.link.sharing') : t('shop.link.share')}
      </Button>
      {error && <InlineNotice kind="error">{error}</InlineNotice>}
      {shown && (
        <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm" data-testid="shop-share-link">
          <p className="font-semibold text-slate-900">{t('shop.link.share_ready')}</p>
          <p className="text-sm text-slate-600">{t('shop.link.share_hint')}</p>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-slate-800">{t('shop.link.url')}</span>
            <input
              readOnly
              value={shown.url}
              onFocus={(event) => event.target.select()}
              className="min-h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 text-base text-slate-900"
              data-testid="shop-share-link-url"
            />
          </label>
          {until && (
            <p className="text-sm text-slate-600" data-testid="shop-share-link-expires">
              {t('shop.link.expires', { date: until })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => void copy(shown.url)}>
              {copied === shown.url ? t('shop.link.copied') : t('shop.link.copy')}
            </Button>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center rounded-xl bg-emerald-700 px-4 py-2 text-center font-semibold text-white"
              data-testid="shop-share-whatsapp"
            >
              {t('shop.link.whatsapp')}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

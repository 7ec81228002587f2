import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { useReferralInBackground } from '../api/referral-code.ts';
import { openSharePopup, ShareButtons } from './share-buttons.tsx';

/** The Web Share API where the browser has it (Android Chrome: the phone's own share sheet). */
function nativeShare(): ((data: ShareData) => Promise<void>) | null {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data) => navigator.share(data)
    : null;
}

/**
 * REF-01 on receipts: share a text (the receipt) with the account's referral link and code, so whoever receives it
 * can register through the link. The phone's own share sheet where the browser offers one (Web Share API); the share
 * buttons (WhatsApp first, PLT-16 popups) always, and as the fallback when the share sheet fails. The link can be
 * left out; without a referral read (offline, refused) the text goes alone.
 */
export function ShareWithReferral({ text, title }: { text: string; title: string }) {
  const { t } = useTranslation();
  const { tenant } = useSitePreferences();
  const referral = useReferralInBackground();
  const [include, setInclude] = useState(true);
  const link = include ? referral.data : undefined;
  const message = link ? `${text}\n\n${t('ref.receipt_invite', { brand: tenant.brandName, code: link.code })}` : text;
  const url = link?.url ?? '';
  const share = nativeShare();

  const shareNatively = async () => {
    if (!share) return;
    try {
      await share({ title, text: message, ...(url ? { url } : {}) });
    } catch (error) {
      // Dismissed by the person: nothing to do. Refused by the browser: WhatsApp, the usual way, instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      openSharePopup(`https://wa.me/?text=${encodeURIComponent([message, url].filter(Boolean).join(' '))}`);
    }
  };

  return (
    <section aria-labelledby="receipt-share-title" className="flex flex-col gap-3" data-testid="receipt-share">
      <h2 id="receipt-share-title" className="font-semibold text-slate-900">
        {t('ref.receipt_share')}
      </h2>
      {referral.data && (
        <label className="flex min-h-11 items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            checked={include}
            onChange={(event) => setInclude(event.target.checked)}
            className="mt-1 size-5 shrink-0"
          />
          <span>
            {t('ref.receipt_include')}{' '}
            <strong className="break-all" data-testid="receipt-share-code">
              {referral.data.code}
            </strong>
          </span>
        </label>
      )}
      {share && (
        <Button onClick={() => void shareNatively()} data-testid="share-native">
          {t('ref.share_native')}
        </Button>
      )}
      <ShareButtons text={message} url={url} subject={title} />
    </section>
  );
}

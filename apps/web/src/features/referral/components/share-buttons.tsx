import { useTranslation } from 'react-i18next';

/** PLT-16: a share window of 626×436, checked every 500 ms until it is closed. */
export function openSharePopup(url: string, onClosed?: () => void): Window | null {
  const left = Math.max(0, Math.round((window.screen.width - 626) / 2));
  const top = Math.max(0, Math.round((window.screen.height - 436) / 2));
  const popup = window.open(url, 'konter-share', `width=626,height=436,left=${left},top=${top},noopener=no`);
  if (!popup) return null;
  const timer = window.setInterval(() => {
    if (popup.closed) {
      window.clearInterval(timer);
      onClosed?.();
    }
  }, 500);
  return popup;
}

type Share = { text: string; url: string; subject: string };
type Target = { id: string; label: string; href: (share: Share) => string; popup: boolean };

/** The text and the link as one message (a receipt shared without a link is the text alone). */
const message = ({ text, url }: Share) => [text, url].filter(Boolean).join(' ');

const targets: Target[] = [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    href: (share) => `https://wa.me/?text=${encodeURIComponent(message(share))}`,
    popup: true,
  },
  {
    id: 'telegram',
    label: 'Telegram',
    // Telegram's share needs a URL; a text without a link goes in its place.
    href: ({ text, url }) =>
      url
        ? `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`
        : `https://t.me/share/url?url=${encodeURIComponent(text)}`,
    popup: true,
  },
  {
    id: 'facebook',
    label: 'Facebook',
    href: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    popup: true,
  },
  {
    id: 'x',
    label: 'X',
    href: ({ text, url }) =>
      `https://x.com/intent/post?text=${encodeURIComponent(text)}${url ? `&url=${encodeURIComponent(url)}` : ''}`,
    popup: true,
  },
  {
    id: 'email',
    label: 'Email',
    href: (share) => `mailto:?subject=${encodeURIComponent(share.subject)}&body=${encodeURIComponent(message(share))}`,
    popup: false,
  },
  {
    id: 'sms',
    label: 'SMS',
    href: (share) => `sms:?body=${encodeURIComponent(message(share))}`,
    popup: false,
  },
];

/**
 * REF-01, PLT-16: share a text and a link to WhatsApp, Telegram, Facebook, X, e-mail and SMS (the referral page, and
 * receipts with the referral link). Facebook shares only a link, so it is offered only with one.
 */
export function ShareButtons({ text, url, subject }: { text: string; url: string; subject?: string }) {
  const { t } = useTranslation();
  const share: Share = { text, url, subject: subject ?? text };
  return (
    // Columns of at least 6rem: three on a 390 px phone, two at the largest font (a name never breaks mid-word).
    <div role="group" aria-label={t('ref.share')} className="grid grid-cols-[repeat(auto-fit,minmax(6rem,1fr))] gap-2">
      {targets
        .filter((target) => url || target.id !== 'facebook')
        .map((target) => (
          <a
            key={target.id}
            data-share={target.id}
            data-testid={`share-${target.id}`}
            href={target.href(share)}
            target={target.popup ? '_blank' : undefined}
            rel="noopener noreferrer"
            onClick={(event) => {
              if (!target.popup) return;
              if (openSharePopup(target.href(share))) event.preventDefault();
            }}
            className="flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {target.label}
          </a>
        ))}
    </div>
  );
}

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

type Target = { id: string; label: string; href: (text: string, url: string) => string; popup: boolean };

const targets: Target[] = [
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    href: (text, url) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    popup: true,
  },
  {
    id: 'telegram',
    label: 'Telegram',
    href: (text, url) => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    popup: true,
  },
  {
    id: 'facebook',
    label: 'Facebook',
    href: (_text, url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    popup: true,
  },
  {
    id: 'x',
    label: 'X',
    href: (text, url) => `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    popup: true,
  },
  {
    id: 'email',
    label: 'Email',
    href: (text, url) => `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text} ${url}`)}`,
    popup: false,
  },
  {
    id: 'sms',
    label: 'SMS',
    href: (text, url) => `sms:?body=${encodeURIComponent(`${text} ${url}`)}`,
    popup: false,
  },
];

/** REF-01: share the referral link (also usable on receipts). */
export function ShareButtons({ text, url }: { text: string; url: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('ref.share')} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {targets.map((target) => (
        <a
          key={target.id}
          data-share={target.id}
          href={target.href(text, url)}
          target={target.popup ? '_blank' : undefined}
          rel="noopener noreferrer"
          onClick={(event) => {
            if (!target.popup) return;
            if (openSharePopup(target.href(text, url))) event.preventDefault();
          }}
          className="flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {target.label}
        </a>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { Icon } from './icon.tsx';

/** '6281234567890' → '0812-3456-7890', as Indonesians write a number. */
function localNumber(international: string): string {
  const local = international.startsWith('62') ? `0${international.slice(2)}` : international;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}

/**
 * Where a person can be reached: the tenant's WhatsApp and e-mail, as links that open the app that sends. Shown
 * wherever help is offered (footer, a failed payment, a refused page) until the help centre exists.
 */
export function ContactDetails({
  brandName,
  contact,
  compact = false,
}: {
  brandName: string;
  contact: SitePreferences['contact'];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const links = [
    contact.whatsapp && {
      href: `https://wa.me/${contact.whatsapp}`,
      label: t('help.contact_whatsapp', { number: localNumber(contact.whatsapp) }),
      icon: 'chat' as const,
      external: true,
    },
    contact.email && {
      href: `mailto:${contact.email}`,
      label: t('help.contact_email', { email: contact.email }),
      icon: 'message' as const,
      external: false,
    },
  ].filter((link) => link !== null && link !== '');
  return (
    <div className="flex flex-col gap-1" data-testid="contact-details">
      {!compact && <h2 className="text-sm font-semibold text-slate-900">{t('help.contact_title')}</h2>}
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">{t('help.contact_none', { brand: brandName })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('help.contact_body', { brand: brandName })}</p>
          <ul className="flex flex-wrap gap-x-4">
            {links.map((link) => (
              <li key={link.href} className="min-w-0">
                <a
                  href={link.href}
                  {...(link.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                  className="inline-flex min-h-11 max-w-full items-center gap-2 text-sm font-semibold break-all text-brand hover:underline"
                >
                  <Icon name={link.icon} className="size-4 shrink-0" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

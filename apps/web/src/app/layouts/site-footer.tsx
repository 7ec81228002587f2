import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebMessageKey } from '../../locales/id.ts';

/** Help centre links (CMS-01, NAV-05); the help pages themselves arrive with the content feature. */
const helpLinks: Array<{ to: string; label: WebMessageKey }> = [
  { to: '/help/cara-penggunaan', label: 'footer.how_to' },
  { to: '/help/faq', label: 'footer.faq' },
  { to: '/help/panduan-keamanan', label: 'footer.security' },
  { to: '/help/hubungi-kami', label: 'footer.contact' },
  { to: '/help/privasi', label: 'footer.privacy' },
  { to: '/help/persyaratan', label: 'footer.terms' },
];

export function SiteFooter({ brandName, year }: { brandName: string; year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-10 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('footer.help')}</h2>
        <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {helpLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex min-h-11 items-center text-sm text-slate-600 hover:text-brand">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-500">{t('footer.copyright', { year, brand: brandName })}</p>
      </div>
    </footer>
  );
}

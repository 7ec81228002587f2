import { useTranslation } from 'react-i18next';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { ContactDetails } from '../../components/ui/contact-details.tsx';

/** The public site the server renders (CMS-01): plain links, so the browser loads the server's page. */
const siteLinks = [
  ['/help', 'footer.help'],
  ['/help/faq', 'footer.faq'],
  ['/blog/posts', 'footer.blog'],
  ['/agency', 'footer.agency'],
  ['/help/privasi', 'footer.privacy'],
  ['/help/persyaratan', 'footer.terms'],
] as const;

/** The tenant's contact and the help centre's, blog's and agency page's links on every page. */
export function SiteFooter({
  brandName,
  contact,
  year,
}: {
  brandName: string;
  contact: SitePreferences['contact'];
  year: number;
}) {
  const { t } = useTranslation();
  return (
    <footer className="mt-10 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-6">
        <ContactDetails brandName={brandName} contact={contact} />
        <nav aria-label={t('footer.links')} className="mt-4 flex flex-wrap gap-x-4 text-sm">
          {siteLinks.map(([href, label]) => (
            <a key={href} href={href} className="inline-flex min-h-11 items-center text-slate-700 hover:underline">
              {t(label)}
            </a>
          ))}
        </nav>
        <p className="mt-4 text-xs text-slate-500">{t('footer.copyright', { year, brand: brandName })}</p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { ContactDetails } from '../../components/ui/contact-details.tsx';

/**
 * The tenant's contact on every page. The help centre's pages (CMS-01, NAV-05) are not built yet: until they are,
 * the footer offers a person to talk to rather than links that end on the 404 page.
 */
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
        <p className="mt-4 text-xs text-slate-500">{t('footer.copyright', { year, brand: brandName })}</p>
      </div>
    </footer>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The public pages the server renders (/help/*, /blog/*, /m/*, /agency: CMS-01): a link followed inside the app
 * lands here, and the browser loads the server's page in its place.
 */
export function ServerPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    window.location.replace(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return <p className="p-4 text-slate-600">{t('title.public_page')}</p>;
}

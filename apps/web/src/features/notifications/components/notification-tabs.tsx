import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { notificationPeriods } from '@konter/shared/contracts/notifications';

/** Today / news / archive (NAV-10): one link each, the current one marked. */
export function NotificationTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('notifications.tabs')} className="flex gap-1 rounded-2xl bg-slate-100 p-1">
      {notificationPeriods.map((period) => (
        <NavLink
          key={period}
          to={`/notification/${period}`}
          end
          data-period={period}
          className={({ isActive }) =>
            `flex min-h-11 flex-1 items-center justify-center rounded-xl px-3 text-sm font-semibold ${
              isActive ? 'bg-white text-brand shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`
          }
        >
          {t(`notifications.period.${period}`)}
        </NavLink>
      ))}
    </nav>
  );
}

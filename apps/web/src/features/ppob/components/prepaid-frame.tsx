import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';

export type FamilyNavItem = { to: string; label: string; icon: IconName };

/** The prepaid screens one tap apart: the families the tenant's menu offers, then promotions. */
export function FamilyNav({ items }: { items: readonly FamilyNavItem[] }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('prepaid.families')} className="-mx-4 lg:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-wrap lg:overflow-visible lg:px-0">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition lg:min-h-9 lg:px-3 ${
                  isActive
                    ? 'border-brand bg-brand text-brand-foreground shadow-sm'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand'
                }`
              }
            >
              <Icon name={item.icon} className="size-4" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of a prepaid screen: wider than the form screens, so the nominal grid sits beside the form on desktop. */
export function PrepaidFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} description={description} width="full" compact>
      {children}
    </PageFrame>
  );
}

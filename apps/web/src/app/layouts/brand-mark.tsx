import type { SitePreferences } from '@konter/shared/contracts/site';

/** The tenant's logo when it has one, else its initial on the brand colour. Never squeezed: the name truncates. */
export function BrandMark({ tenant, className = 'size-9' }: { tenant: SitePreferences['tenant']; className?: string }) {
  if (tenant.logoUrl) {
    return <img src={tenant.logoUrl} alt="" className={`${className} shrink-0 rounded-lg bg-white object-contain`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-lg bg-white/90 text-lg font-black text-brand`}
    >
      {tenant.brandName.trim().charAt(0).toUpperCase() || 'K'}
    </span>
  );
}

/** The app's icons as inline SVG; their paths are shared data (`@konter/shared/icons`). */
import { iconPaths, type IconName } from '@konter/shared/icons';

export { isIconName, type IconName } from '@konter/shared/icons';

/**
 * The one SVG wrapper of every icon set in the app, this shell set and the features' own: a single stroked 24×24
 * path, hidden from assistive technology. A feature's set maps its names to paths and renders them through this.
 */
export function SvgIcon({ path, className = 'size-6' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon path={iconPaths[name]} className={className} />;
}

import type { ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from '../../../components/ui/button.tsx';
import { SvgIcon } from '../../../components/ui/icon.tsx';

const downloadIcon = 'M12 3v12M7 10l5 5 5-5M5 21h14';

/** A file the server makes (template, annotated result): a plain link, so the browser downloads it with the session. */
export function DownloadLink({
  href,
  children,
  variant = 'secondary',
  className = '',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={href} download className={buttonClassName(variant, className)}>
      <SvgIcon path={downloadIcon} className="size-5 shrink-0" />
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';

/**
 * The frame of the receipt screens: the shared page frame in a wider column, so the receipt (or its preview) can
 * stand beside its controls on tablets and desktops.
 */
export function ReceiptPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} description={description} width="wide">
      {children}
    </PageFrame>
  );
}

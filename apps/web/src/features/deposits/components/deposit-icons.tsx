import { SvgIcon } from '../../../components/ui/icon.tsx';

/**
 * Icons the deposit screens need beyond the shell's set, drawn the same way (24×24, stroked, decorative): the text
 * beside each carries the meaning.
 */
const paths = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  store:
    'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3M10 20v-5h4v5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  arrowIn: 'M19 5 5 19M5 9v10h10',
  arrowOut: 'M5 19 19 5M9 5h10v10',
  refresh: 'M20 11a8 8 0 0 0-14.9-3.9L4 9M4 4v5h5M4 13a8 8 0 0 0 14.9 3.9L20 15M20 20v-5h-5',
  x: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  checkCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.7 2.5L16 9.5',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
} as const;

export type DepositIconName = keyof typeof paths;

export function DepositIcon({ name, className }: { name: DepositIconName; className?: string }) {
  return <SvgIcon path={paths[name]} className={className} />;
}

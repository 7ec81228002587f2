import { SvgIcon } from '../../../components/ui/icon.tsx';

const paths = {
  printer: 'M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  bluetooth: 'm7 7 10 10-5 4V3l5 4L7 17',
  usb: 'M12 2v16M9 5l3-3 3 3M6 10v3l6 3 6-3v-3M12 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  whatsapp:
    'M3 21l1.6-4.7A8.5 8.5 0 1 1 8 19.6zM9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  sliders: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
} as const;

export type ReceiptIconName = keyof typeof paths;

export function ReceiptIcon({ name, className = 'size-5' }: { name: ReceiptIconName; className?: string }) {
  return <SvgIcon path={paths[name]} className={className} />;
}

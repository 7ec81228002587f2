import { SvgIcon } from '../../../components/ui/icon.tsx';

/** Icons only the reports use, drawn through the shared SVG wrapper. */
const paths = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  bill: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h3',
  sheet: 'M5 3h10l4 4v14H5zM8 11h8M8 15h8M12 11v8',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 4 8 4.5 7 8 12 9zm0 0s1.5-5 4-4.5S17 8 12 9z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M18 14.5a6 6 0 0 1 4 5.5v1',
} as const;

export type ReportIconName = keyof typeof paths;

export function ReportIcon({ name, className }: { name: ReportIconName; className?: string }) {
  return <SvgIcon path={paths[name]} className={className} />;
}

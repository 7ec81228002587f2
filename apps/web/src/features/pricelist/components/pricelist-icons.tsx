import { SvgIcon } from '../../../components/ui/icon.tsx';

/** Icons only the price list uses, drawn through the shared SVG wrapper. */
const paths = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  share: 'M12 3v13M7 8l5-5 5 5M5 13v8h14v-8',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
} as const;

export type PricelistIconName = keyof typeof paths;

export function PricelistIcon({ name, className }: { name: PricelistIconName; className?: string }) {
  return <SvgIcon path={paths[name]} className={className} />;
}

import { SvgIcon } from '../../../components/ui/icon.tsx';

/**
 * Icons the account screens need beyond the shell's set, drawn the same way (24×24, stroked, decorative): the
 * text beside each carries the meaning.
 */
const paths = {
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  key: 'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM13.2 12.7 21 20.5M17.5 17l2-2M19.5 19l2-2',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zM9 12l2 2 4-4',
  device: 'M3 5h18v11H3zM8 20h8M12 16v4',
  mapPin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  logout: 'M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M15 17l5-5-5-5M20 12H9',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-1.2-1-1.6-1-2.5 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.1-4-7.5-9-7.5zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01',
  chevronRight: 'M9 5l7 7-7 7',
  userCard: 'M3 5h18v14H3zM9 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM5 16.5a4 4 0 0 1 8 0M15 9h3M15 13h3',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8A4 4 0 0 1 10.7 11l.8-1-1-2z',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
} as const;

export type AccountIconName = keyof typeof paths;

export function AccountIcon({ name, className }: { name: AccountIconName; className?: string }) {
  return <SvgIcon path={paths[name]} className={className} />;
}

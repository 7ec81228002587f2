import type { MenuEntry } from './contracts/site.ts';

/**
 * The app's icon set as data (24×24, stroked paths): the web draws them as inline SVG (no icon font or sprite to
 * download on a slow connection), and the server draws the same ones into the pages it renders (the public landing),
 * so a product tile looks the same on both. Icons are decorative; the text next to them carries the meaning.
 */
export const iconPaths = {
  home: 'M3 10.5 12 3l9 7.5M5 9.5V21h5v-6h4v6h5V9.5',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  chat: 'M21 12a8 8 0 0 1-11.8 7L3 21l2-5.6A8 8 0 1 1 21 12z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  login: 'M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5M10 17l5-5-5-5M15 12H3',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9S10.5 4 8 4.5 7 8 12 9zm0 0s1.5-5 4-4.5S17 8 12 9z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  game: 'M6 9h12a4 4 0 0 1 0 8c-1.5 0-2.3-1-3-2H9c-.7 1-1.5 2-3 2a4 4 0 0 1 0-8zM8 11v4M6 13h4M16 12h.01M18 14h.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  wifi: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 19.5h.01',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  sim: 'M6 2h9l4 4v16H6zM9 11h6v7H9z',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  message: 'M4 4h16v12H8l-4 4z',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  check: 'M5 12.5 10 17 19 7',
  scan: 'M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  flame: 'M12 22a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-1.5-2-1.5-3C7 11 6 13 6 16a6 6 0 0 0 6 6z',
  globe2: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17',
  bill: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h3',
  package: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9',
  sheet: 'M5 3h10l4 4v14H5zM8 11h8M8 15h8M12 11v8',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
} as const;

export type IconName = keyof typeof iconPaths;

export function isIconName(value: string): value is IconName {
  return value in iconPaths;
}

/** The icon of a menu entry (a product family's tile) when the tenant set none. */
const iconByEntryName: Record<string, IconName> = {
  pulsa: 'phone',
  data: 'wifi',
  listrik: 'bolt',
  games: 'game',
  emoney: 'card',
  voucher: 'ticket',
  'aktivasi-voucher': 'ticket',
  aktivasiPerdana: 'sim',
  smstel: 'message',
  masaAktif: 'clock',
  tv: 'tv',
  international: 'globe2',
  pertagas: 'flame',
  topupByExcel: 'sheet',
  esim: 'sim',
  sendMoney: 'send',
  pascabayar: 'bill',
  pos: 'package',
};

/** The tenant's own icon for the entry when it names one of the set, else the family's. */
export function iconForEntry(entry: Pick<MenuEntry, 'icon' | 'name'>): IconName {
  if (isIconName(entry.icon)) return entry.icon;
  return iconByEntryName[entry.name] ?? 'grid';
}

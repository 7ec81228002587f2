import type { Destination, DestinationMatch } from '@konter/shared/contracts/logistics';

/** The receiver's place as the app knows it: its district (from the shop's region data) when known, and its city. */
export type ReceiverArea = { district: string | null; city: string };

export type DestinationFound = {
  match: Exclude<DestinationMatch, 'picked'>;
  destination: Destination | null;
  candidates: Destination[];
};

/** How many of a courier's destinations the agent is offered to choose from, or finds by one search. */
export const destinationChoices = 50;

/** Names compared as words: lower case, accents and punctuation gone, single spaces. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * A city's name without its kind: the region data says `Kota Bandung`, `Kabupaten Bandung`, `Kota Administrasi Jakarta
 * Pusat`; the couriers' lists say `BANDUNG`, `JAKARTA PUSAT`. Both kinds of Bandung read the same here, so a city
 * alone may fit two; the district then decides.
 */
function cityKey(text: string): string {
  return fold(text).replace(/^(kota administrasi|kabupaten administrasi|kabupaten|kab|kota adm|kota)\s+/, '');
}

const byName = (a: Destination, b: Destination) => a.name.localeCompare(b.name, 'id') || a.code.localeCompare(b.code);

/**
 * Which of a courier's destinations a receiver's place is (MLO-05, MLO-06), never guessed: the one entry of the
 * receiver's district in its city is `matched`; a city that holds several entries without the district among them, or
 * a district name in several cities, is `ambiguous` and its entries are the candidates the agent chooses from; a place
 * the list does not hold is `unmatched` (the agent searches the list, or the courier does not serve it).
 */
export function matchDestination(list: readonly Destination[], area: ReceiverArea): DestinationFound {
  const city = cityKey(area.city);
  const inCity = city ? list.filter((entry) => cityKey(entry.city) === city) : [];
  const district = area.district ? fold(area.district) : '';
  const found = (entries: Destination[]): DestinationFound => {
    if (entries.length === 1) return { match: 'matched', destination: entries[0] ?? null, candidates: [] };
    if (entries.length === 0) return { match: 'unmatched', destination: null, candidates: [] };
    return {
      match: 'ambiguous',
      destination: null,
      candidates: [...entries].sort(byName).slice(0, destinationChoices),
    };
  };
  if (district) {
    const exact = inCity.filter((entry) => fold(entry.name) === district);
    if (exact.length > 0) return found(exact);
    if (inCity.length > 0) return found(inCity);
    // The city is named otherwise in the courier's list: the district alone, wherever it is, for the agent to confirm.
    const elsewhere = list.filter((entry) => fold(entry.name) === district);
    if (elsewhere.length === 0) return found([]);
    return { match: 'ambiguous', destination: null, candidates: elsewhere.sort(byName).slice(0, destinationChoices) };
  }
  return found(inCity);
}

/** The destinations whose code, name, city or province holds every word typed, the names starting so first. */
export function searchDestinations(list: readonly Destination[], searchKey: string): Destination[] {
  const words = fold(searchKey).split(' ').filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const first = words[0] ?? '';
  return list
    .filter((entry) => {
      const haystack = ` ${fold(`${entry.code} ${entry.name} ${entry.city} ${entry.province}`)} `;
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => Number(!fold(a.name).startsWith(first)) - Number(!fold(b.name).startsWith(first)) || byName(a, b))
    .slice(0, destinationChoices);
}

/**
 * SHP-01: how a buyer's words find products. Counter shops and their buyers name the same thing several ways
 * ("casing" or "case", "cas" or "charger", "hp" or "ponsel"), so each word also finds its synonyms; a typo is
 * forgiven by trigram word similarity on the name and category (not the description, whose longer text would let
 * "charger" find "charging"), for words long enough for trigrams to mean something.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['casing', 'case', 'softcase', 'hardcase', 'sarung'],
  ['hp', 'handphone', 'ponsel', 'smartphone'],
  ['charger', 'cas', 'casan', 'adaptor', 'adapter'],
  ['kabel', 'cable'],
  ['powerbank', 'pb'],
  ['perdana', 'simcard', 'sim'],
  ['voucher', 'vocer', 'voc'],
  ['headset', 'earphone', 'headphone', 'handsfree'],
  ['antigores', 'tempered', 'pelindung'],
];

/** A search word and its synonyms, lower case. */
export function searchTerms(word: string): string[] {
  const lower = word.toLowerCase();
  const group = synonymGroups.find((words) => words.includes(lower));
  return group ? [lower, ...group.filter((other) => other !== lower)] : [lower];
}

/** Below this length a trigram match is noise ("hp" is one trigram away from half the catalogue). */
export const typoTolerantLength = 4;

/** pg_trgm's word similarity from which a word counts as the name's word misspelt ("casng" → "casing" is 0.5). */
export const typoSimilarity = 0.5;

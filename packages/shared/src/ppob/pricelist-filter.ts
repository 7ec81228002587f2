/**
 * Filtering and grouping of a price list (CAT-04): by operator chip and by search text. Pure, shared by the public
 * price list and the adjust-price screen, whose rows name their operator differently (slug or name).
 */

export type PricelistFilter = {
  /** The chosen operator, or null for all of them. */
  operator: string | null;
  query: string;
};

export type Searchable = { name: string; code: string; operator_name: string };

/**
 * Lower case, without the dots and commas of grouped numbers, so '10.000', '10000' and '10,000' all find
 * 'Telkomsel 10.000'.
 */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Every word of the query must appear in the name, the code or the operator's name. A number matches the start of
 * a number up to the end of one of its thousand groups: '50' finds 'Pulsa 50.000' and 'TSEL50' but neither
 * 'Pulsa 25.000' nor 'Pulsa 5.000'; '5000' finds 'Pulsa 5.000'. Other words match anywhere ('gb' finds '10GB').
 */
export function matchesQuery(item: Searchable, query: string): boolean {
  const terms = normalizeSearchText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const text = `${item.name} ${item.code} ${item.operator_name}`.toLowerCase();
  const haystack = normalizeSearchText(text);
  const numbers = (text.match(/\d+(?:[.,]\d{3})*/g) ?? []).map((written) => {
    const groups = written.split(/[.,]/);
    return { digits: groups.join(''), first: groups[0]?.length ?? 0 };
  });
  return terms.every((term) =>
    /^\d+$/.test(term)
      ? numbers.some(
          ({ digits, first }) => digits.startsWith(term) && (term.length <= first || (term.length - first) % 3 === 0),
        )
      : haystack.includes(term),
  );
}

export function filterPricelist<T extends Searchable>(
  items: readonly T[],
  filter: PricelistFilter,
  operatorOf: (item: T) => string,
): T[] {
  return items.filter(
    (item) => (filter.operator === null || operatorOf(item) === filter.operator) && matchesQuery(item, filter.query),
  );
}

export type OperatorGroup<T> = { operator: string; name: string; items: T[] };

/**
 * Items by operator, in the order of `operators` (the server's), then any operator missing from that list in the
 * order its first item appears. Items keep their order inside a group.
 */
export function groupByOperator<T extends Searchable>(
  items: readonly T[],
  operators: readonly { slug: string; name: string }[],
  operatorOf: (item: T) => string,
): OperatorGroup<T>[] {
  const groups = new Map<string, OperatorGroup<T>>();
  for (const operator of operators)
    groups.set(operator.slug, { operator: operator.slug, name: operator.name, items: [] });
  for (const item of items) {
    const key = operatorOf(item);
    let group = groups.get(key);
    if (!group) {
      group = { operator: key, name: item.operator_name, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].filter((group) => group.items.length > 0);
}

/** The operators that occur in `items`, in first-seen order: for lists that do not come with an operator list. */
export function operatorsOf<T extends Searchable>(
  items: readonly T[],
  operatorOf: (item: T) => string,
): { slug: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(operatorOf(item))) seen.set(operatorOf(item), item.operator_name);
  return [...seen].map(([slug, name]) => ({ slug, name }));
}

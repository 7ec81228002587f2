import { useEffect, useState } from 'react';
import type { HsCode } from '@konter/shared/contracts/cn23';
import { useHsCodes } from '../api/customs.ts';
import { useMloText } from '../mlo-text.ts';
import { Field, SelectField } from './fields.tsx';
import { hsLabel } from './tax-panel.tsx';

/** How long typing pauses before the search is asked. */
const searchDelayMs = 300;

/**
 * An item's HS code on the CN23 form (MLO-04): a search by code prefix or words (Indonesian or English, the server's
 * `mlo/cn23/hscodes?q=`) narrows the list of headings under it, and the first match is picked when the one chosen is
 * not among them; the count of matches (or none, the whole list kept) is read out.
 */
export function HsCodeField({
  label,
  name,
  value,
  onChange,
  error,
  all,
  locale,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** Every heading (the unsearched list), shown while nothing is searched or nothing matches. */
  all: HsCode[];
  locale: string;
}) {
  const { t } = useMloText();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useHsCodes(asked);
  const matches = asked ? found.data : undefined;
  const first = matches?.[0]?.code;
  useEffect(() => {
    if (first && !matches?.some((code) => code.code === value)) onChange(first);
  }, [first, matches, value, onChange]);

  // No match: the whole list stays, so the form is never left without a choice.
  const shown = matches && matches.length > 0 ? matches : all;
  const options = shown.map((code) => ({ value: code.code, label: hsLabel(code, locale) }));
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Field
        label={t('mlo.hs.search')}
        name={`${name}_search`}
        type="search"
        value={query}
        placeholder={t('mlo.hs.search_hint')}
        onChange={(event) => setQuery(event.target.value)}
        hint={
          <span aria-live="polite" data-testid="hs-matches">
            {matches ? (matches.length > 0 ? t('mlo.hs.results', { count: matches.length }) : t('mlo.hs.none')) : ''}
          </span>
        }
      />
      <SelectField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        options={options}
      />
    </div>
  );
}

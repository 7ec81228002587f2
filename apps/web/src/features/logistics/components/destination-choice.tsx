import { useId, useState } from 'react';
import {
  courierNames,
  type Destination,
  type DestinationCourier,
  type DestinationResolution,
} from '@konter/shared/contracts/logistics';
import { Button } from '../../../components/ui/button.tsx';
import { useDestinationSearch } from '../api/destinations.ts';
import { useMloText } from '../mlo-text.ts';
import { Field } from './fields.tsx';

export const destinationLine = (destination: Destination) =>
  [destination.name, destination.city, destination.province].filter(Boolean).join(', ');

/** The courier's destinations to choose from: the candidates the server offered, or those the agent searches for. */
function DestinationOptions({
  courier,
  candidates,
  initialSearch,
  onPick,
}: {
  courier: DestinationCourier;
  candidates: Destination[];
  initialSearch: string;
  onPick: (destination: Destination) => void;
}) {
  const { t } = useMloText();
  const [searchKey, setSearchKey] = useState(initialSearch);
  const searching = searchKey.trim().length >= 3;
  const found = useDestinationSearch(courier, searchKey);
  const options = searching ? (found.data ?? []) : candidates;
  const listId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={t('mlo.dest.search', { courier: courierNames[courier] })}
        name={`destination_search_${courier}`}
        hint={t('mlo.dest.search_hint')}
        value={searchKey}
        autoComplete="off"
        aria-controls={listId}
        onChange={(event) => setSearchKey(event.target.value)}
      />
      {(searching || candidates.length > 0) && (
        <ul
          id={listId}
          className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-1"
          data-testid={`destination-options-${courier}`}
        >
          {options.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 rounded-lg px-3 py-2 text-left hover:bg-slate-100 focus:bg-slate-100"
                onClick={() => onPick(option)}
              >
                <span className="min-w-0 break-words text-slate-900">{destinationLine(option)}</span>
                <span className="font-mono text-sm text-slate-600">{option.code}</span>
              </button>
            </li>
          ))}
          {searching && found.isSuccess && options.length === 0 && (
            <li className="px-3 py-2 text-slate-600">{t('mlo.dest.none')}</li>
          )}
          {searching && found.isError && (
            <li role="alert" className="px-3 py-2 text-red-700">
              {t('mlo.dest.failed')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * One list courier's destination for the quote (MLO-05, MLO-06): the one found (matched to the receiver's district,
 * or chosen) with a way to change it, or the choice the agent must make among the candidates or by searching the
 * courier's own list. Choosing asks for the fee again with that destination code.
 */
export function DestinationChoice({
  resolution,
  searchHint,
  onPick,
}: {
  resolution: DestinationResolution;
  /** What to search first when nothing fits (the receiver's district). */
  searchHint: string;
  onPick: (courier: DestinationCourier, destination: Destination) => void;
}) {
  const { t } = useMloText();
  const [changing, setChanging] = useState(false);
  const { courier, destination } = resolution;
  const name = courierNames[courier];
  const pick = (chosen: Destination) => {
    setChanging(false);
    onPick(courier, chosen);
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
      data-testid={`destination-${courier}`}
      data-match={resolution.match}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold text-slate-900">{name}</p>
          {destination ? (
            <p className="break-words text-slate-800">
              {destinationLine(destination)}{' '}
              <span className="font-mono text-sm text-slate-600" data-testid="destination-code">
                {destination.code}
              </span>
            </p>
          ) : (
            <p className="text-sm text-amber-800">
              {resolution.match === 'ambiguous' ? t('mlo.dest.ambiguous') : t('mlo.dest.unmatched')}
            </p>
          )}
          {destination && (
            <p className="text-sm text-emerald-700">
              {resolution.match === 'matched' ? t('mlo.dest.matched') : t('mlo.dest.picked')}
            </p>
          )}
        </div>
        {destination && (
          <Button type="button" variant="ghost" onClick={() => setChanging(!changing)} aria-expanded={changing}>
            {changing ? t('mlo.dest.close') : t('mlo.dest.change')}
          </Button>
        )}
      </div>
      {(!destination || changing) && (
        <DestinationOptions
          courier={courier}
          candidates={resolution.candidates}
          initialSearch={resolution.match === 'unmatched' ? searchHint : ''}
          onPick={pick}
        />
      )}
    </li>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { regionSchema, type Region } from '@konter/shared/contracts/regions';
import { apiClient } from '../lib/api-client.ts';
import { TextField } from './ui/form-fields.tsx';

export const regionLine = (address: { district: string; city: string; province: string }) =>
  `${address.district}, ${address.city}, ${address.province}`;

const regionsResponse = z.object({ data: z.array(regionSchema) });

/**
 * The region search (`search_key`) of the server's region data: districts of Indonesia by name, asked from 3 letters
 * on. `path`: the search of the screen's own area (the shop's, or POS MLO's for its address book), one data.
 */
export function useRegionSearch(path: string, searchKey: string) {
  const key = searchKey.trim();
  return useQuery({
    queryKey: ['regions', path, key],
    enabled: key.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    queryFn: async () =>
      (await apiClient.post(path, { search_key: key }, { schema: regionsResponse, loading: false })).data,
  });
}

/**
 * SHP-04, MLO-06: the region of an address, chosen from the search of Indonesia's districts (`search_key`), never
 * typed, so the courier and the seller read a real province, city and district. The shop's address book and a guest's
 * checkout, and POS MLO's customer address book and send screen, use it; each keeps the chosen region in its own
 * form (`onRegion`).
 */
export function RegionSearchField({
  id,
  error,
  region,
  onRegion,
  path,
  label,
}: {
  id: string;
  error: string | undefined;
  region: Region | null;
  onRegion: (region: Region | null) => void;
  /** The region search to ask (the screen area's own path to the same data). */
  path: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const [searchKey, setSearchKey] = useState(region ? regionLine(region) : '');
  const [shown, setShown] = useState(region);
  // A region set from outside (a saved customer picked) shows in the field as if chosen here.
  if (region !== shown) {
    setShown(region);
    if (region) setSearchKey(regionLine(region));
  }
  const regions = useRegionSearch(path, region ? '' : searchKey);
  const field = {
    id,
    name: 'search_key',
    value: searchKey,
    error,
    onChange: (value: string) => {
      setSearchKey(value);
      onRegion(null);
    },
  };
  return (
    <>
      <TextField
        field={field}
        label={label ?? t('shop.field.region')}
        placeholder={t('shop.region_placeholder')}
        hint={t('shop.region_hint')}
        status={region ? <span className="font-semibold text-emerald-700">{regionLine(region)}</span> : undefined}
      />
      {!region && searchKey.trim().length >= 3 && (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-1">
          {(regions.data ?? []).map((found) => (
            <li key={found.code}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-left break-words hover:bg-slate-100 focus:bg-slate-100"
                onClick={() => {
                  setSearchKey(regionLine(found));
                  onRegion(found);
                }}
              >
                {regionLine(found)}
              </button>
            </li>
          ))}
          {regions.isSuccess && regions.data.length === 0 && (
            <li className="px-3 py-2 text-slate-600">{t('shop.region_none')}</li>
          )}
          {regions.isError && <li className="px-3 py-2 text-red-700">{t('shop.region_failed')}</li>}
        </ul>
      )}
    </>
  );
}

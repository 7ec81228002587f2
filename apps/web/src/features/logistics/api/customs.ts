import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cn23Paths,
  exchangeRateSchema,
  hsCodeSchema,
  taxResultSchema,
  type CalculateTaxBody,
} from '@konter/shared/contracts/cn23';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

/** GET mlo/cn23/hscodes: the HS headings, searched by code or description. */
export async function fetchHsCodes(query: string) {
  const path = query ? `${cn23Paths.hsCodes}?q=${encodeURIComponent(query)}` : cn23Paths.hsCodes;
  return (await apiClient.get(path, { schema: z.object({ data: z.array(hsCodeSchema) }) })).data;
}

export function useHsCodes(query = '') {
  return useQuery({ queryKey: mloKeys.hsCodes(query), queryFn: () => fetchHsCodes(query) });
}

/** GET mlo/cn23/kurs: each currency's rate of today with the day it took effect. */
export async function fetchRates() {
  return (await apiClient.get(cn23Paths.rates, { schema: z.object({ data: z.array(exchangeRateSchema) }) })).data;
}

export function useRates() {
  return useQuery({ queryKey: mloKeys.rates, queryFn: fetchRates });
}

/** POST mlo/cn23/calculate-tax: the duty and taxes of a value and HS code (a simulation, nothing is stored). */
export async function calculateTax(body: CalculateTaxBody) {
  return (await apiClient.post(cn23Paths.calculateTax, body, { schema: z.object({ data: taxResultSchema }) })).data;
}

export function useCalculateTax() {
  return useMutation({ mutationFn: calculateTax });
}

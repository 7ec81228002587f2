import type { KeyValueStorage } from './storage.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * Display preferences a person picks for this device (PLT-14). They apply to the whole app through data attributes
 * on <html>: styles.css maps them to Tailwind's radius variables and the root font size, so every rounded corner
 * and every rem-sized text follows without components knowing.
 */
export const cornerRoundnessOptions = ['sharp', 'normal', 'soft'] as const;
export const fontSizeOptions = ['small', 'default', 'large', 'huge'] as const;

export type CornerRoundness = (typeof cornerRoundnessOptions)[number];
export type FontSize = (typeof fontSizeOptions)[number];
export type UiPreferences = { cornerRoundness: CornerRoundness; fontSize: FontSize };

export const defaultUiPreferences: UiPreferences = { cornerRoundness: 'normal', fontSize: 'default' };
export const uiPreferencesStorageKey = 'ui-preferences';

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Accepts anything (old or hand-edited storage) and keeps only known values. */
export function sanitizeUiPreferences(value: unknown): UiPreferences {
  const record = typeof value === 'object' && value !== null ? value : {};
  return {
    cornerRoundness: pick(
      cornerRoundnessOptions,
      Reflect.get(record, 'cornerRoundness'),
      defaultUiPreferences.cornerRoundness,
    ),
    fontSize: pick(fontSizeOptions, Reflect.get(record, 'fontSize'), defaultUiPreferences.fontSize),
  };
}

export function loadUiPreferences(storage: KeyValueStorage): UiPreferences {
  return readJson(storage, uiPreferencesStorageKey, sanitizeUiPreferences) ?? defaultUiPreferences;
}

export function saveUiPreferences(storage: KeyValueStorage, preferences: UiPreferences): void {
  writeJson(storage, uiPreferencesStorageKey, preferences);
}

export function applyUiPreferences(preferences: UiPreferences, root: HTMLElement = document.documentElement): void {
  root.dataset.corners = preferences.cornerRoundness;
  root.dataset.fontSize = preferences.fontSize;
}

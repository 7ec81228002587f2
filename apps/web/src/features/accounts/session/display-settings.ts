import type { Account, UserSettings } from '@konter/shared/contracts/accounts';
import { fontFamilies } from '@konter/shared/contracts/accounts-constants';
import type { KeyValueStorage } from '../../../lib/storage.ts';
import { getAppStorage } from '../../../lib/storage.ts';
import { applyUiPreferences, loadUiPreferences, saveUiPreferences } from '../../../lib/ui-preferences.ts';

export type FontFamily = (typeof fontFamilies)[number];

/** Font stacks per account setting; 'system' keeps the stylesheet's own stack. Nothing is downloaded. */
const fontStacks: Record<FontFamily, string> = {
  system: '',
  inter: "Inter, 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  serif: "Georgia, 'Noto Serif', 'Times New Roman', 'Noto Serif SC', serif",
  mono: "ui-monospace, 'SF Mono', Menlo, 'Roboto Mono', 'Noto Sans Mono', monospace",
};

export function isFontFamily(value: unknown): value is FontFamily {
  return typeof value === 'string' && (fontFamilies as readonly string[]).includes(value);
}

/** The body carries the stylesheet's font, so the account's choice goes on the body too (PLT-14). */
export function applyFontFamily(family: FontFamily, doc: Document = document): void {
  doc.documentElement.dataset.fontFamily = family;
  doc.body.style.fontFamily = fontStacks[family];
}

type DisplaySettings = Pick<UserSettings, 'font_size' | 'corner_roundness' | 'font_family'>;

/**
 * Applies the account's display settings app-wide at once (ACC-12, PLT-14): size and corners through the shell's
 * ui-preferences (so this device remembers them too), the font family on the body.
 */
export function applyDisplaySettings(
  settings: DisplaySettings | Pick<Account, 'font_size' | 'corner_roundness' | 'font_family'>,
  storage: KeyValueStorage = getAppStorage(),
): void {
  const next = {
    ...loadUiPreferences(storage),
    fontSize: settings.font_size,
    cornerRoundness: settings.corner_roundness,
  };
  saveUiPreferences(storage, next);
  applyUiPreferences(next);
  applyFontFamily(settings.font_family);
}

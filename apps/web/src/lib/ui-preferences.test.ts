import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './storage.ts';
import {
  applyUiPreferences,
  cornerRoundnessOptions,
  defaultUiPreferences,
  fontSizeOptions,
  loadUiPreferences,
  sanitizeUiPreferences,
  saveUiPreferences,
  uiPreferencesStorageKey,
} from './ui-preferences.ts';

const styles = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

describe('UI preferences', () => {
  it('[PLT-14] defaults to normal corners and the default font size', () => {
    expect(defaultUiPreferences).toEqual({ cornerRoundness: 'normal', fontSize: 'default' });
    expect(loadUiPreferences(createMemoryStorage())).toEqual(defaultUiPreferences);
    expect(cornerRoundnessOptions).toEqual(['sharp', 'normal', 'soft']);
    expect(fontSizeOptions).toEqual(['small', 'default', 'large', 'huge']);
  });

  it('[PLT-14] persists a choice in storage and reads it back', () => {
    const storage = createMemoryStorage();
    saveUiPreferences(storage, { cornerRoundness: 'soft', fontSize: 'huge' });
    expect(JSON.parse(storage.getItem(uiPreferencesStorageKey) ?? '')).toEqual({
      cornerRoundness: 'soft',
      fontSize: 'huge',
    });
    expect(loadUiPreferences(storage)).toEqual({ cornerRoundness: 'soft', fontSize: 'huge' });
  });

  it('[PLT-14] ignores unknown or corrupt stored values', () => {
    expect(sanitizeUiPreferences({ cornerRoundness: 'round', fontSize: 'large' })).toEqual({
      cornerRoundness: 'normal',
      fontSize: 'large',
    });
    expect(sanitizeUiPreferences('nonsense')).toEqual(defaultUiPreferences);
    const storage = createMemoryStorage();
    storage.setItem(uiPreferencesStorageKey, '{broken');
    expect(loadUiPreferences(storage)).toEqual(defaultUiPreferences);
  });

  it('[PLT-14] applies the choice app-wide as data attributes on <html>', () => {
    applyUiPreferences({ cornerRoundness: 'sharp', fontSize: 'large' });
    expect(document.documentElement.dataset.corners).toBe('sharp');
    expect(document.documentElement.dataset.fontSize).toBe('large');
    applyUiPreferences(defaultUiPreferences);
    expect(document.documentElement.getAttribute('data-corners')).toBe('normal');
    expect(document.documentElement.getAttribute('data-font-size')).toBe('default');
  });

  it.each([
    ...cornerRoundnessOptions.map((value) => `[data-corners='${value}']`),
    ...fontSizeOptions.map((value) => `[data-font-size='${value}']`),
  ])('[PLT-14] the stylesheet has a rule for %s', (selector) => {
    expect(styles).toContain(selector);
  });
});

import { describe, expect, it } from 'vitest';
import { enFieldLabels, fieldLabel, idFieldLabels, zhFieldLabels } from './field-labels.ts';
import { locales } from './locales.ts';
import { translate } from './messages.ts';

declare global {
  interface ImportMeta {
    /** Vite's (so vitest's) import of every file a pattern names; the shared package carries no Vite types. */
    glob(pattern: string, options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

// Every contract file, so a request schema added in a new file is walked too.
const contractModules = import.meta.glob('../contracts/*.ts', { eager: true });

/** The part of a zod 4 schema's definition the walk reads. */
type SchemaDef = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  valueType?: unknown;
  items?: unknown[];
  getter?: () => unknown;
};

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | null | undefined)?._zod?.def;
}

/** Every object key a request may send, nested ones too: the server names any of them in a validation error. */
function fieldNames(schema: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  const walk = (inner: unknown) => fieldNames(inner, out, seen);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        out.add(key);
        walk(value);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType);
      break;
    case 'array':
      walk(def.element);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'union':
    case 'discriminatedUnion':
      for (const option of def.options ?? []) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    // A record's keys are data (courier codes, option names), not fields; its values may hold fields.
    case 'record':
      walk(def.valueType);
      break;
    case 'tuple':
      for (const item of def.items ?? []) walk(item);
      break;
    case 'lazy':
      walk(def.getter?.());
      break;
  }
  return out;
}

/** Each request field with the schemas (file: export) that ask for it. */
function requestFields(): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [path, module] of Object.entries(contractModules)) {
    const file = path.split('/').pop() ?? path;
    for (const [name, value] of Object.entries(module)) {
      if (!/(Body|Query|Params)$/.test(name) || !defOf(value)) continue;
      for (const field of fieldNames(value)) fields.set(field, [...(fields.get(field) ?? []), `${file}: ${name}`]);
    }
  }
  return fields;
}

const catalogues = { id: idFieldLabels, en: enFieldLabels, zh: zhFieldLabels };

describe('field labels', () => {
  it('walks the request schemas of the contracts, nested fields included', () => {
    const fields = requestFields();
    expect(Object.keys(contractModules).length).toBeGreaterThan(20);
    expect(fields.size).toBeGreaterThan(200);
    // Nested: an order's courier service, a parcel's weight, a cart line's quantity, a menu group's entries.
    for (const field of ['service', 'weight_grams', 'quantity', 'backend_id', 'hs_code'])
      expect(fields.has(field)).toBe(true);
  });

  it('names every field of every request schema in each language, so an error never shows a raw key', () => {
    const fields = requestFields();
    for (const locale of locales) {
      const labels: Readonly<Record<string, string>> = catalogues[locale];
      const missing = [...fields]
        .filter(([field]) => !Object.hasOwn(labels, field))
        .map(([field, schemas]) => `${field} (${schemas.join(', ')})`);
      expect(missing, `fields without a ${locale} label`).toEqual([]);
    }
  });

  it('has the same fields in every language, each with a label', () => {
    const idKeys = Object.keys(idFieldLabels).sort();
    for (const locale of locales) {
      const labels: Readonly<Record<string, string>> = catalogues[locale];
      expect(Object.keys(labels).sort()).toEqual(idKeys);
      for (const [field, label] of Object.entries(labels)) expect(label.trim(), `${locale} ${field}`).not.toBe('');
    }
  });

  it('names a field the way the server error reads it', () => {
    expect(translate('id', 'validation.min_length', { field: fieldLabel('id', 'receipt_number'), min: 4 })).toBe(
      'Nomor resi minimal 4 karakter.',
    );
    expect(translate('en', 'validation.required', { field: fieldLabel('en', 'coupon_code') })).toBe(
      'The coupon code field is required.',
    );
    // English names a field in lower case mid-sentence, capitalised where the message starts with it; an acronym keeps
    // its capitals.
    expect(translate('en', 'validation.min_length', { field: fieldLabel('en', 'receipt_number'), min: 4 })).toBe(
      'Receipt number must be at least 4 characters.',
    );
    expect(fieldLabel('en', 'npwp')).toBe('tax number (NPWP)');
    expect(fieldLabel('en', 'hs_code')).toBe('HS code');
    expect(translate('zh', 'validation.required', { field: fieldLabel('zh', 'receipt_number') })).toBe(
      '运单号 为必填项。',
    );
  });
});

describe('fieldLabel of a dotted path', () => {
  it('reads a nested field by its last named segment, skipping array indexes', () => {
    expect(fieldLabel('id', 'address.postcode')).toBe('Kode pos');
    expect(fieldLabel('id', 'items.0.quantity')).toBe('Jumlah');
    expect(fieldLabel('en', 'items.0.quantity')).toBe('quantity');
    expect(fieldLabel('zh', 'items.12.quantity')).toBe('数量');
    expect(fieldLabel('id', 'shipping.service')).toBe('Layanan');
    expect(fieldLabel('id', 'groups.1.entries.3.backend_id')).toBe('Entri menu');
    // A whole array element has no name of its own: it is one of the list's.
    expect(fieldLabel('id', 'items.0')).toBe('Barang');
  });

  it('prefers a label of the whole path', () => {
    expect(fieldLabel('id', 'secrets.apiKey')).toBe('API key');
    expect(fieldLabel('en', 'secrets.webhookSecret')).toBe('webhook secret');
  });

  it('falls back to the key with spaces when no segment has a label', () => {
    expect(fieldLabel('id', 'unknown_field')).toBe('unknown field');
    expect(fieldLabel('id', 'outer_group.inner_key')).toBe('outer group inner key');
    expect(fieldLabel('id', 'items.0.not_a_field')).toBe('items 0 not a field');
    expect(fieldLabel('id', '0')).toBe('0');
  });

  it('never reads a label off the object prototype', () => {
    expect(fieldLabel('id', 'constructor')).toBe('constructor');
    expect(fieldLabel('en', 'address.toString')).toBe('address toString');
  });
});

import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row from its `to_jsonb(…)`, typed and converted as Drizzle's own select would give it (dates as Date,
 * bigints as numbers). For hot statements that read several rows of several tables in one round trip: each comes
 * back as one jsonb column, made into the table's row type here (db/json-rows.test.ts holds it to Drizzle's select).
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown> | null,
): InferSelectModel<T> | null {
  if (!json) return null;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A spreadsheet program takes a cell that starts with one of these as a formula (OWASP, CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field, the one way every CSV the app writes is made. A number stays a number. Text is quoted when it
 * holds a separator (comma, semicolon: Excel in Indonesian uses it), a quote or a line break; text that a
 * spreadsheet program would evaluate (`=SUM(…)`, `+62…`, `-1-1 Budi`, `@cmd`) gets a leading `'` and quotes, as
 * OWASP's CSV injection guidance says, so it is shown as the text it is.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (formulaStart.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[",\r\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV line (CRLF, as Excel writes it). */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

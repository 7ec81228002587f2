/**
 * The zod-free part of the postpaid contract: the list of types. The web app's route table is built from it at
 * start-up, and a module without schemas keeps zod out of the landing page's download (postpaid.ts re-exports it).
 */

/** CAT-02: the postpaid types of the specification, as route parameters (`kirim uang` is `kirim-uang`). */
export const postpaidTypes = [
  'tv',
  'finance',
  'pdam',
  'hp',
  'pbb',
  'gas',
  'electricity',
  'bpjs',
  'internet',
  'esamsat',
  'tselomni',
  'kirim-uang',
  'indosat4u',
  'tricuanmax',
  'xlcuanku',
  'byupromo',
] as const;
export type PostpaidType = (typeof postpaidTypes)[number];

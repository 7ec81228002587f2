import { expect } from 'vitest';
import { depositSchema, type Deposit } from '@konter/shared/contracts/deposits';
import type { TestBrowser } from './test-app.ts';

/** Starts a top-up as the browser's account would; it must be accepted. */
export async function topUp(browser: TestBrowser, body: Record<string, unknown>): Promise<Deposit> {
  const response = await browser.post('/api/v1/deposit/topup', body);
  expect(response.statusCode, response.body).toBe(201);
  return depositSchema.parse(response.json().data);
}

/** The deposit balance the account's screen shows. */
export async function depositBalanceOf(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
}

/** The status of one top-up as its page shows it. */
export async function topUpStatus(browser: TestBrowser, code: string): Promise<Deposit['status']> {
  return depositSchema.parse((await browser.get(`/api/v1/deposit/topup/${code}`)).json().data).status;
}

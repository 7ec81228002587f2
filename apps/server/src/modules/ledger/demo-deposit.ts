import type { Tx } from '../../db/client.ts';
import { holderCode, houseCodes, postTransfer } from './ledger.service.ts';

/**
 * A demo account's starting deposit (the demo seeds only): one adjustment from `house:adjustments`, idempotent by
 * `demo:<scope>:<account>:opening`, so a seed run twice credits it once. `holder: 'cashback'` fills its cashback
 * wallet instead (`…:opening-cashback`).
 */
export async function postDemoOpeningDeposit(
  tx: Tx,
  tenantId: string,
  opening: { scope: string; accountId: string; amount: number; at: Date; holder?: 'deposit' | 'cashback' },
): Promise<void> {
  await postTransfer(tx, tenantId, {
    idempotencyKey: `demo:${opening.scope}:${opening.accountId}:opening${opening.holder === 'cashback' ? '-cashback' : ''}`,
    kind: 'adjustment',
    memo: 'Demo opening deposit',
    at: opening.at,
    legs: [
      { code: holderCode(opening.holder ?? 'deposit', opening.accountId), amount: opening.amount },
      { code: houseCodes.adjustments, amount: -opening.amount },
    ],
  });
}

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, useAccount } from '../../../features/accounts/api/account.ts';

/**
 * Reloads the account after money moved (a top-up paid, a transfer, a cashback redeem), so the header balance and
 * the account's three balances (DEP-01) follow without a page reload. Deposits and accounts meet here, in app/.
 */
export function useRefreshBalances(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
  }, [queryClient]);
}

/**
 * For a page that waits for a top-up to be paid: `onPaid` reloads the account, and `balance` is the deposit
 * balance only once the account was read after that, so a paid top-up never shows the balance from before it.
 */
export function useBalanceAfterPaid(): { onPaid: () => void; balance: number | null } {
  const refreshBalances = useRefreshBalances();
  const account = useAccount();
  const [paidAt, setPaidAt] = useState<number | null>(null);
  const onPaid = useCallback(() => {
    setPaidAt(Date.now());
    refreshBalances();
  }, [refreshBalances]);
  const fresh = paidAt !== null && account.data !== undefined && account.dataUpdatedAt >= paidAt;
  return { onPaid, balance: fresh && account.data ? account.data.deposit : null };
}

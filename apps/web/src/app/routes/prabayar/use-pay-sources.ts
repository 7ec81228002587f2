import { useEffect } from 'react';
import type { Account } from '@konter/shared/contracts/accounts';
import { useMyLoans } from '../../../features/agents/api/loans.ts';
import type { PaySource } from '../../../features/ppob/components/pay-from-picker.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

/**
 * §1: the sources other than the deposit the purchase confirmation offers: the cashback wallet and the agent's active
 * loan (its limit left), each only where the tenant offers it. The loans are read only for an agent or master of a
 * tenant that offers the loan, and again whenever the account's debt moves. Accounts, agents and purchases meet here,
 * in app/.
 */
export function usePaySources(account: Account | undefined): PaySource[] {
  const { payFrom } = useSitePreferences();
  const borrows = payFrom.loan && (account?.category === 'agent' || account?.category === 'master');
  const loans = useMyLoans(borrows);
  const { refetch } = loans;
  const debt = account?.agent_debt;
  useEffect(() => {
    if (borrows && debt !== undefined) void refetch();
  }, [borrows, debt, refetch]);
  if (!account) return [];
  const active = borrows ? loans.data?.data.find((loan) => loan.status === 'active') : undefined;
  return [
    ...(payFrom.cashback ? [{ source: 'cashback' as const, balance: account.cashback_wallet }] : []),
    ...(active ? [{ source: 'loan' as const, balance: active.leftover_limit }] : []),
  ];
}

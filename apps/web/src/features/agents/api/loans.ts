import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminAccountSummarySchema, adminPaths } from '@konter/shared/contracts/admin';
import {
  loanDepositListSchema,
  loanDepositSchema,
  loanListSchema,
  loanPaths,
  loanSchema,
  type DueBucket,
  type LoanDepositList,
  type LoanList,
  type LoanStatus,
  type RequestLoanBody,
} from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

/*
 * Loans and agent debt (AGT-06, AGT-07): the agent's own (`/account/utang`), the Agent Center's lists, the admin's
 * decisions. Every change invalidates every loan query, so each list on screen shows the same loan alike.
 */

const listResponse = z.object({ data: loanListSchema });
const depositsResponse = z.object({ data: loanDepositListSchema });
const loanReply = z.object({ data: loanSchema, message: z.string() });
const depositReply = z.object({ data: loanDepositSchema, message: z.string() });

export type LoanQuery = { status?: LoanStatus | undefined; bucket?: DueBucket | undefined };

const queryOf = (filter: LoanQuery) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Record<string, string>;

/** `GET agent-debt` (list in data.data). */
export async function fetchMyLoans(): Promise<LoanList> {
  return (await apiClient.get(loanPaths.mine, { schema: listResponse, loading: false })).data;
}
/** `enabled`: false leaves the loans unread (a purchase screen of an account or tenant that does not borrow). */
export const useMyLoans = (enabled = true) =>
  useQuery({ queryKey: agentKeys.loans('mine'), queryFn: fetchMyLoans, retry: false, enabled });

export async function fetchMyLoanDeposits(): Promise<LoanDepositList> {
  return (await apiClient.get(loanPaths.myDeposits, { schema: depositsResponse, loading: false })).data;
}
export const useMyLoanDeposits = () =>
  useQuery({ queryKey: agentKeys.loans('mine-deposits'), queryFn: fetchMyLoanDeposits, retry: false });

export async function fetchNetworkLoans(filter: LoanQuery): Promise<LoanList> {
  return (await apiClient.get(loanPaths.center, { query: queryOf(filter), schema: listResponse, loading: false })).data;
}
export const useNetworkLoans = (filter: LoanQuery) =>
  useQuery({
    queryKey: agentKeys.loans('network', filter.status ?? '', filter.bucket ?? ''),
    queryFn: () => fetchNetworkLoans(filter),
    retry: false,
  });

export async function fetchNetworkLoanDeposits(): Promise<LoanDepositList> {
  return (await apiClient.get(loanPaths.centerDeposits, { schema: depositsResponse, loading: false })).data;
}
export const useNetworkLoanDeposits = () =>
  useQuery({ queryKey: agentKeys.loans('network-deposits'), queryFn: fetchNetworkLoanDeposits, retry: false });

export async function fetchAdminLoans(filter: LoanQuery): Promise<LoanList> {
  return (await apiClient.get(loanPaths.admin, { query: queryOf(filter), schema: listResponse, loading: false })).data;
}
export const useAdminLoans = (filter: LoanQuery) =>
  useQuery({
    queryKey: agentKeys.loans('admin', filter.status ?? '', filter.bucket ?? ''),
    queryFn: () => fetchAdminLoans(filter),
    retry: false,
  });

export async function fetchAdminLoanDeposits(): Promise<LoanDepositList> {
  return (
    await apiClient.get(loanPaths.adminDeposits, {
      query: { status: 'deposited' },
      schema: depositsResponse,
      loading: false,
    })
  ).data;
}
export const useAdminLoanDeposits = () =>
  useQuery({ queryKey: agentKeys.loans('admin-deposits'), queryFn: fetchAdminLoanDeposits, retry: false });

/** Every change to a loan touches balances and every list: all loan queries and the account are read again. */
function useLoanMutation<T>(call: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agentKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

export const useDrawLoan = () =>
  useLoanMutation(
    async ({ id, amount }: { id: string; amount: number }) =>
      (await apiClient.post(loanPaths.draw(id), { amount }, { schema: loanReply })).message,
  );

export const useRepayLoan = () =>
  useLoanMutation(
    async ({ id, amount }: { id: string; amount: number }) =>
      (await apiClient.post(loanPaths.repay(id), { amount }, { schema: depositReply })).message,
  );

export const useRequestLoan = () =>
  useLoanMutation(
    async (body: RequestLoanBody) => (await apiClient.post(loanPaths.center, body, { schema: loanReply })).message,
  );

export const useDeactivateLoan = () =>
  useLoanMutation(
    async (id: string) => (await apiClient.post(loanPaths.centerDeactivate(id), {}, { schema: loanReply })).message,
  );

export const useMoveDueDate = () =>
  useLoanMutation(
    async ({ id, due_date }: { id: string; due_date: string }) =>
      (await apiClient.post(loanPaths.centerDueDate(id), { due_date }, { schema: loanReply })).message,
  );

/** AGT-06, admin: the tenant grants a credit line itself (`POST admin/agent-loans`), active at once. */
export const useGrantLoan = () =>
  useLoanMutation(
    async (body: RequestLoanBody) => (await apiClient.post(loanPaths.admin, body, { schema: loanReply })).message,
  );

const accountsResponse = z.object({ data: z.array(adminAccountSummarySchema) });

/** The admin's search of the tenant's accounts (by phone, e-mail or name), kept to those a loan is for. */
export async function fetchLoanCandidates(q: string) {
  const { data } = await apiClient.get(adminPaths.accounts, { query: { q }, schema: accountsResponse, loading: false });
  return data.filter((account) => account.role === 'agent' || account.role === 'master');
}
export const useLoanCandidates = (q: string) =>
  useQuery({
    queryKey: agentKeys.loans('admin-candidates', q),
    queryFn: () => fetchLoanCandidates(q),
    placeholderData: keepPreviousData,
  });

export const useDecideLoan = () =>
  useLoanMutation(
    async ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      (await apiClient.post(loanPaths.adminDecide(id), { decision }, { schema: loanReply })).message,
  );

export const useDecideLoanDeposit = () =>
  useLoanMutation(
    async ({ id, decision }: { id: string; decision: 'approve' | 'half' | 'reject' }) =>
      (await apiClient.post(loanPaths.adminDecideDeposit(id), { decision }, { schema: depositReply })).message,
  );

import type { DownlineMarkup, DownlineMarkupBody } from '@konter/shared/contracts/agents';
import type { Database } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { downlineMarkupOf, setDownlineMarkup } from '../pricing/index.ts';
import { isMaster } from './agents.roles.ts';

/**
 * An agent's own markup for its downline (issue 18, decision 025): what the accounts under it pay over its own
 * price, within the limits the tenant sets for its tier (admin catalogue → tiers). The pricing quote already reads
 * it for every purchase below the agent and pays the difference to the agent as a commission leg of the purchase
 * (settled into its cashback wallet, taken back on a return), so this only reads and writes the setting.
 */
export function createMarkupService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  function requireUpline(principal: AuthContext): void {
    if (principal.role !== 'agent' && !isMaster(principal)) {
      throw new AppError('downline_markup_refused', { status: 403, messageKey: 'agent.markup_agents_only' });
    }
  }

  async function mine(tenant: Tenant, principal: AuthContext): Promise<DownlineMarkup> {
    requireUpline(principal);
    const { markup, limits } = await database.withTenant(tenant.id, (tx) => downlineMarkupOf(tx, principal));
    return {
      markup_basis_points: markup?.basisPoints ?? 0,
      markup_flat: markup?.flat ?? 0,
      set: markup !== null,
      updated_at: markup?.updatedAt.toISOString() ?? null,
      limits: {
        min_basis_points: limits.minBasisPoints,
        max_basis_points: limits.maxBasisPoints,
        max_flat: limits.maxFlat,
      },
    };
  }

  return {
    mine,

    /** Refused under the field that is outside the tenant's limits (`validation.between`). */
    async set(tenant: Tenant, principal: AuthContext, body: DownlineMarkupBody): Promise<DownlineMarkup> {
      requireUpline(principal);
      await database.withTenant(tenant.id, (tx) =>
        setDownlineMarkup(
          tx,
          principal,
          { basisPoints: Number(body.markup_basis_points), flat: Number(body.markup_flat) },
          clock.now(),
        ),
      );
      return mine(tenant, principal);
    },
  };
}

export type MarkupService = ReturnType<typeof createMarkupService>;

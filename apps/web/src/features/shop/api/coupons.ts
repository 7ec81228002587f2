import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { couponCheckSchema, shopCouponSchema, shopPaths, type adminCouponBody } from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

/** GET shop/public/can-coupon (SHP-03): whether any coupon can be used now (the field shows only then). */
export function useCanCoupon() {
  return useQuery({
    queryKey: shopKeys.canCoupon,
    queryFn: async () =>
      (await apiClient.get(shopPaths.canCoupon, { schema: z.object({ data: z.boolean() }), loading: false })).data,
  });
}

/** POST shop/cart/check-coupon: what the code takes off the chosen lines; counted only when paying. */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: async (body: { code: string; item_ids: string[] }) =>
      (
        await apiClient.post(shopPaths.checkCoupon, body, {
          schema: z.object({ data: couponCheckSchema }),
          clearAlerts: false,
        })
      ).data,
  });
}

/** GET admin/shop/coupons (ADM-01 "shop"): every coupon of the tenant with its uses. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: shopKeys.adminCoupons,
    queryFn: async () =>
      (await apiClient.get(shopPaths.adminCoupons, { schema: z.object({ data: z.array(shopCouponSchema) }) })).data,
  });
}

/** POST admin/shop/coupons: a new coupon; the list is read again. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof adminCouponBody>) =>
      (await apiClient.post(shopPaths.adminCoupons, body, { schema: z.object({ data: shopCouponSchema }) })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.adminCoupons }),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  checkoutLinkSchema,
  couponCheckSchema,
  publicCheckoutSchema,
  publicOrderResponse,
  shopPaths,
  type makeCartBody,
  type publicCheckCouponBody,
  type publicPayBody,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

/** How often a guest's order waiting for its gateway payment is read again: the notification may land after them. */
const waitingPollMs = 5000;

/** POST shop/public/make-cart (SHP-03): chosen lines become a link anyone can open and pay, for `ttlDays`. */
export function useMakeCheckoutLink() {
  return useMutation({
    mutationFn: async (body: z.input<typeof makeCartBody>) =>
      (
        await apiClient.post(shopPaths.publicMakeCart, body, {
          schema: z.object({ data: checkoutLinkSchema }),
          clearAlerts: false,
        })
      ).data,
  });
}

/** GET shop/public/checkout/{link}: the link's lines at today's prices and stock, and whether it can be paid. */
export function usePublicCheckout(link: string) {
  return useQuery({
    queryKey: shopKeys.checkoutLink(link),
    queryFn: async () =>
      (await apiClient.get(shopPaths.publicCheckout(link), { schema: z.object({ data: publicCheckoutSchema }) })).data,
  });
}

/** POST shop/public/payment/channels: the gateway methods a guest may pay with (`xendit:qris`, …). */
export function usePaymentChannels() {
  return useQuery({
    queryKey: shopKeys.paymentChannels,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (
        await apiClient.post(
          shopPaths.publicPaymentChannels,
          {},
          { schema: z.object({ data: z.array(z.string()) }), loading: false },
        )
      ).data,
  });
}

/** POST shop/public/check-coupon: what a code takes off a link's lines for the guest's phone; counted only at payment. */
export function usePublicCheckCoupon() {
  return useMutation({
    mutationFn: async (body: z.input<typeof publicCheckCouponBody>) =>
      (
        await apiClient.post(shopPaths.publicCheckCoupon, body, {
          schema: z.object({ data: couponCheckSchema }),
          clearAlerts: false,
        })
      ).data,
  });
}

/**
 * POST shop/public/pay: the guest's order through a gateway; it answers the order waiting for its payment (where to
 * pay) and the token that opens the order again. The same `request_id` answers the first order, never a second.
 */
export function usePublicPay() {
  return useMutation({
    mutationFn: async (body: z.input<typeof publicPayBody>) =>
      apiClient.post(shopPaths.publicPay, body, { schema: publicOrderResponse }),
  });
}

/** GET shop/public/order/{token}: a guest's order; read again while its payment is still awaited. */
export function usePublicOrder(token: string | null) {
  return useQuery({
    queryKey: shopKeys.publicOrder(token ?? ''),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.data?.status === 'waiting_payment' ? waitingPollMs : false),
    queryFn: async () =>
      (
        await apiClient.get(shopPaths.publicOrder(token ?? ''), {
          schema: publicOrderResponse,
          loading: false,
          // Polling must not wipe an alert the page shows.
          clearAlerts: false,
        })
      ).data,
  });
}

import { AppError, fieldError } from '../../platform/errors.ts';
import type { CourierRefusal } from '../../integrations/couriers/courier.ts';

/** MLO-01, MLO-07 and §8: why a logistics request is refused, in the reader's language. */
export const logisticsErrors = {
  forbidden: () => new AppError('mlo_forbidden', { status: 403, messageKey: 'mlo.forbidden' }),
  awbRequired: () => fieldError('awb', 'mlo.awb_required'),
  awbNotFound: () =>
    new AppError('awb_not_found', {
      status: 404,
      messageKey: 'mlo.awb_not_found',
      fieldErrors: { awb: [{ key: 'mlo.awb_not_found' }] },
    }),
  areaNotServed: (field = 'receiver.postal_code') =>
    new AppError('area_not_served', {
      status: 422,
      messageKey: 'mlo.area_not_served',
      fieldErrors: { [field]: [{ key: 'mlo.area_not_served' }] },
    }),
  unsupportedService: () =>
    new AppError('unsupported_service', {
      status: 422,
      messageKey: 'mlo.unsupported_service',
      fieldErrors: { service: [{ key: 'mlo.unsupported_service' }] },
    }),
  /** Spec §8 'unsupported service or route': a courier the per-courier paths do not know (404), or a call it lacks. */
  unsupportedRoute: (status: 404 | 422 = 404) =>
    new AppError('unsupported_route', { status, messageKey: 'mlo.unsupported_service' }),
  notCancelable: () => new AppError('order_not_cancelable', { status: 409, messageKey: 'mlo.not_cancelable' }),
  courierUnavailable: () => new AppError('courier_unavailable', { status: 503, messageKey: 'mlo.courier_unavailable' }),
  manifestClosed: () => new AppError('manifest_closed', { status: 409, messageKey: 'mlo.manifest_closed' }),
  notForManifest: () => fieldError('order_id', 'mlo.not_for_manifest'),
  notFound: () => new AppError('not_found', { messageKey: 'mlo.not_found' }),
  spkNotFound: () => fieldError('spk', 'mlo.spk_not_found'),
  bookingNotFound: () => fieldError('booking_code', 'mlo.booking_not_found'),
  notForPickup: () => fieldError('ids', 'mlo.not_for_pickup'),
  /** A list courier's destination that is neither picked nor matched to one of its entries (MLO-05, MLO-06). */
  destinationRequired: () => fieldError('destination_code', 'mlo.destination_choose'),
  /** A district code the shop's region data does not hold (the region search's own message). */
  areaUnknown: (field: string) => fieldError(field, 'shop.area_required'),
};

/** The message key a courier's refusal reads as (§8). */
export const refusalMessage: Record<CourierRefusal, string> = {
  area_not_served: 'mlo.area_not_served',
  unsupported_service: 'mlo.unsupported_service',
  awb_not_found: 'mlo.awb_not_found',
  not_cancelable: 'mlo.not_cancelable',
  rejected: 'mlo.unsupported_service',
};

/** MLO-04: why a CN23 request is refused. */
export const cn23Errors = {
  hsUnknown: (field = 'hs_code') => fieldError(field, 'cn23.hs_unknown'),
  noRate: () => fieldError('currency', 'cn23.no_rate'),
  alreadyDeclared: () => fieldError('awb', 'cn23.already_declared'),
  orderClosed: () => fieldError('awb', 'cn23.order_closed'),
  notFound: () => new AppError('not_found', { messageKey: 'cn23.not_found' }),
  notCancelable: () => new AppError('cn23_not_cancelable', { status: 409, messageKey: 'cn23.not_cancelable' }),
  notSubmitted: () => new AppError('cn23_not_submitted', { status: 409, messageKey: 'cn23.not_submitted' }),
};

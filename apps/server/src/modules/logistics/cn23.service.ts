import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  currencyDigits,
  customsSettingsSchema,
  type calculateTaxBody,
  type Cn23,
  type Cn23Admin,
  type cn23AddBody,
  type Cn23ListQuery,
  type Cn23Report,
  type Cn23Status,
  type Currency,
  type CustomsSettings,
  type ExchangeRate,
  type HsCode,
  type TaxResult,
} from '@konter/shared/contracts/cn23';
import { courierNames } from '@konter/shared/contracts/logistics';
import type { ExportFormat } from '@konter/shared/contracts/reports';
import type { Locale } from '@konter/shared/i18n/locales';
import { addDays, jakartaDate, jakartaDateTime, jakartaDayStart } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import { CourierRefused } from '../../integrations/couriers/courier.ts';
import type { Couriers } from '../../integrations/couriers/couriers.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { AuditService } from '../audit/index.ts';
import { contentTypes, reportFileStream, type FileColumn } from '../reports/index.ts';
import { cn23ReportWords, type Cn23ReportWords } from './cn23-report-words.ts';
import { computeImportDuty, consignmentDutyBps, type DayRate } from './cn23-duty.ts';
import {
  findActiveCn23OfOrder,
  findCn23,
  findCustomsSettings,
  findHsCodes,
  insertCn23,
  listCn23,
  listTenantCn23,
  moveCn23,
  ratesOn,
  searchHsCodes,
  upsertCustomsSettings,
  upsertRate,
  type Cn23Row,
  type ExchangeRateRow,
  type HsCodeRow,
} from './cn23.repository.ts';
import { cn23Errors, logisticsErrors } from './logistics.errors.ts';
import { findOrder, findOrderByAwb, type OrderRow } from './logistics.repository.ts';

type AddInput = z.output<typeof cn23AddBody>;
type TaxInput = z.output<typeof calculateTaxBody>;

const toHsCode = (row: HsCodeRow, settings: CustomsSettings): HsCode => ({
  code: row.code,
  description_id: row.descriptionId,
  description_en: row.descriptionEn,
  duty_bps: row.dutyBps,
  commodity: row.commodity,
  consignment_duty_bps: consignmentDutyBps(row, settings),
});
const toRate = (row: ExchangeRateRow): ExchangeRate => ({
  currency: row.currency,
  rate_hundredths: row.rateHundredths,
  effective_on: row.effectiveOn,
});
const dayRate = (row: ExchangeRateRow): DayRate => ({
  rateHundredths: row.rateHundredths,
  effectiveOn: row.effectiveOn,
});

function toCn23(row: Cn23Row, order: OrderRow): Cn23 {
  return {
    id: row.id,
    number: row.number,
    awb: row.awb,
    order_id: row.orderId,
    courier_name: courierNames[order.courier],
    sender: {
      name: order.sender.name,
      address: order.sender.address,
      city: order.sender.city,
      country: row.senderCountry,
    },
    recipient: {
      name: order.receiver.name,
      address: order.receiver.address,
      city: order.receiver.city,
      country: row.recipientCountry,
    },
    category: row.category,
    currency: row.currency,
    items: row.items,
    total_value: row.totalValue,
    total_weight_grams: row.totalWeightGrams,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type ExportedFile = { stream: Readable; contentType: string; filename: string };

/** The CN23 report's columns: one line per declaration, its value in its own currency (major unit). */
function cn23Columns(w: Cn23ReportWords): FileColumn<Cn23, number>[] {
  const h = w.headers;
  return [
    {
      header: h.created,
      kind: 'date',
      width: 20,
      value: (row) => new Date(row.created_at),
      total: () => w.total,
    },
    {
      header: h.number,
      kind: 'text',
      width: 24,
      value: (row) => row.number,
      total: (count) => w.declarations.replace('{count}', String(count)),
    },
    { header: h.awb, kind: 'text', width: 18, value: (row) => row.awb },
    { header: h.courier, kind: 'text', width: 14, value: (row) => row.courier_name },
    { header: h.recipient, kind: 'text', width: 20, value: (row) => row.recipient.name },
    { header: h.country, kind: 'text', width: 10, value: (row) => row.recipient.country },
    { header: h.category, kind: 'text', width: 16, value: (row) => w.category[row.category] },
    { header: h.status, kind: 'text', width: 14, value: (row) => w.status[row.status] },
    {
      header: h.items,
      kind: 'text',
      width: 10,
      value: (row) => row.items.reduce((sum, item) => sum + item.quantity, 0),
    },
    { header: h.weight, kind: 'text', width: 12, value: (row) => row.total_weight_grams },
    { header: h.currency, kind: 'text', width: 10, value: (row) => row.currency },
    {
      header: h.value,
      kind: 'text',
      width: 14,
      // Minor units (cents) as the major unit with the currency's own digits: 2900 USD cents → 29.00.
      value: (row) => (row.total_value / 10 ** currencyDigits[row.currency]).toFixed(currencyDigits[row.currency]),
    },
  ];
}

/**
 * CN23 customs declarations (MLO-04): the agent declares one of its own parcels by AWB, reads the HS headings and the
 * day's rates, and simulates duty and taxes with the rule of decision 036 (`cn23-duty.ts`) on the tenant's settings.
 */
export function createCn23Service(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** The POS MLO access rule of the other MLO screens (MLO-01). */
  requireAccess: (auth: Principal) => Promise<unknown>;
  /** The couriers' adapters: check_resi asks the parcel's courier. */
  couriers: Couriers;
}) {
  const { database, clock, audit, requireAccess, couriers } = deps;

  async function settingsOf(tx: Tx, tenantId: string): Promise<CustomsSettings> {
    return customsSettingsSchema.parse((await findCustomsSettings(tx, tenantId)) ?? {});
  }

  /** The agent's own parcel by AWB; 'AWB not found' (MLO-07) for anybody else's or none. */
  async function parcelOf(tx: Tx, auth: Principal, awb: string): Promise<OrderRow> {
    const order = await findOrderByAwb(tx, auth.tenantId, auth.accountId, awb);
    if (!order) throw logisticsErrors.awbNotFound();
    return order;
  }

  async function view(tx: Tx, row: Cn23Row): Promise<Cn23> {
    const order = await findOrder(tx, row.tenantId, row.orderId);
    if (!order) throw cn23Errors.notFound();
    return toCn23(row, order);
  }

  async function ownRows(tx: Tx, auth: Principal, filter: Parameters<typeof listCn23>[3]) {
    const rows = await listCn23(tx, auth.tenantId, auth.accountId, filter);
    const views: Cn23[] = [];
    for (const row of rows) views.push(await view(tx, row));
    return views;
  }

  /** A Jakarta calendar period as instants (`to` inclusive as a day). */
  const period = (from?: string, to?: string) => ({
    from: from ? jakartaDayStart(from) : undefined,
    to: to ? jakartaDayStart(addDays(to, 1)) : undefined,
  });

  /** mlo/report/cn23: the agent's declarations of a Jakarta period, counted by status and summed per currency. */
  async function report(auth: Principal, from: string, to: string): Promise<Cn23Report> {
    await requireAccess(auth);
    const rows = await database.withTenant(auth.tenantId, (tx) => ownRows(tx, auth, period(from, to)));
    const byStatus = new Map<Cn23['status'], number>();
    const byCurrency = new Map<Currency, { count: number; value: number }>();
    for (const row of rows) {
      byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
      const sum = byCurrency.get(row.currency) ?? { count: 0, value: 0 };
      byCurrency.set(row.currency, { count: sum.count + 1, value: sum.value + row.total_value });
    }
    return {
      from,
      to,
      by_status: [...byStatus].map(([status, count]) => ({ status, count })),
      by_currency: [...byCurrency].map(([currency, sum]) => ({ currency, ...sum })),
      rows,
    };
  }

  return {
    /** The HS codes found, each with the duty a consignment of it pays under the flat ceiling in this tenant. */
    async hsCodes(auth: Principal, query?: string): Promise<HsCode[]> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const settings = await settingsOf(tx, auth.tenantId);
        return (await searchHsCodes(tx, query)).map((row) => toHsCode(row, settings));
      });
    },

    /** The rate of each currency in force on `date` (today in Jakarta by default). */
    async rates(auth: Principal, date?: string): Promise<ExchangeRate[]> {
      await requireAccess(auth);
      const day = date ?? jakartaDate(clock.now());
      return database.withTenant(auth.tenantId, async (tx) => (await ratesOn(tx, auth.tenantId, day)).map(toRate));
    },

    /**
     * check_resi: the AWB must be one of this agent's parcels and known to its courier, who is asked for the parcel's
     * state (a declaration is made for a parcel the courier really holds). Unknown at the courier: 'AWB not found';
     * no answer: 'courier unavailable', and nothing is assumed.
     */
    async checkAwb(auth: Principal, awb: string) {
      await requireAccess(auth);
      const local = await database.withTenant(auth.tenantId, async (tx) => {
        const order = await parcelOf(tx, auth, awb);
        return { order, declarationId: await findActiveCn23OfOrder(tx, auth.tenantId, order.id) };
      });
      const { order } = local;
      const courier = couriers[order.courier];
      if (!courier) throw logisticsErrors.courierUnavailable();
      let tracking;
      try {
        tracking = await courier.track(awb);
      } catch (error) {
        if (error instanceof CourierRefused && error.reason === 'awb_not_found') throw logisticsErrors.awbNotFound();
        throw logisticsErrors.courierUnavailable();
      }
      if (!tracking) throw logisticsErrors.awbNotFound();
      return {
        awb,
        order_id: order.id,
        courier_name: courierNames[order.courier],
        courier_status: tracking.status,
        receiver_name: order.receiver.name,
        item_description: order.itemDescription,
        weight_grams: order.weightGrams,
        declaration_id: local.declarationId,
      };
    },

    async add(auth: Principal, body: AddInput): Promise<Cn23> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const order = await parcelOf(tx, auth, body.awb);
        if (order.status === 'cancelled' || order.status === 'rejected') throw cn23Errors.orderClosed();
        const codes = [...new Set(body.items.map((item) => item.hs_code))];
        const known = new Set((await findHsCodes(tx, codes)).map((row) => row.code));
        const unknown = body.items.findIndex((item) => !known.has(item.hs_code));
        if (unknown >= 0) throw cn23Errors.hsUnknown(`items.${unknown}.hs_code`);
        const now = clock.now();
        const row = await insertCn23(tx, {
          tenantId: auth.tenantId,
          number: `CN23${jakartaDate(now).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`,
          accountId: auth.accountId,
          orderId: order.id,
          awb: body.awb,
          senderCountry: body.sender_country,
          recipientCountry: body.recipient_country,
          category: body.category,
          currency: body.currency,
          items: body.items,
          totalValue: body.items.reduce((sum, item) => sum + item.value, 0),
          totalWeightGrams: body.items.reduce((sum, item) => sum + item.net_weight_grams, 0),
          status: body.draft ? 'draft' : 'submitted',
          createdAt: now,
          updatedAt: now,
        });
        if (!row) throw cn23Errors.alreadyDeclared();
        return toCn23(row, order);
      });
    },

    async list(auth: Principal, query: Cn23ListQuery): Promise<Cn23[]> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, (tx) =>
        ownRows(tx, auth, { status: query.status, awb: query.awb, ...period(query.from, query.to) }),
      );
    },

    async status(auth: Principal, id: string): Promise<Cn23> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const row = await findCn23(tx, auth.tenantId, auth.accountId, id);
        if (!row) throw cn23Errors.notFound();
        return view(tx, row);
      });
    },

    /** Cancels a declaration that customs has not cleared (a conditional update: a clearance wins a race). */
    async cancel(auth: Principal, id: string): Promise<Cn23> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const moved = await moveCn23(
          tx,
          auth.tenantId,
          auth.accountId,
          id,
          ['draft', 'submitted', 'held'],
          'cancelled',
          clock.now(),
        );
        if (moved) return view(tx, moved);
        const row = await findCn23(tx, auth.tenantId, auth.accountId, id);
        if (!row) throw cn23Errors.notFound();
        if (row.status === 'cancelled') return view(tx, row);
        throw cn23Errors.notCancelable();
      });
    },

    /** The simulation: duty, PPN and PPh of a value and HS code at the rate of the day, with that rate and its date. */
    async calculateTax(auth: Principal, body: TaxInput): Promise<TaxResult> {
      await requireAccess(auth);
      return database.withTenant(auth.tenantId, async (tx) => {
        const [heading] = await findHsCodes(tx, [body.hs_code]);
        if (!heading) throw cn23Errors.hsUnknown();
        const day = jakartaDate(clock.now());
        const [rate] = await ratesOn(tx, auth.tenantId, day, body.currency);
        const [usd] = body.currency === 'USD' ? [rate] : await ratesOn(tx, auth.tenantId, day, 'USD');
        if (!rate || !usd) throw cn23Errors.noRate();
        const result = computeImportDuty({
          ...body,
          heading,
          rate: dayRate(rate),
          usdRate: dayRate(usd),
          settings: await settingsOf(tx, auth.tenantId),
        });
        return {
          currency: body.currency,
          rate_hundredths: rate.rateHundredths,
          rate_date: rate.effectiveOn,
          hs_code: heading.code,
          band: result.band,
          commodity: heading.commodity,
          customs_value: result.customsValue,
          duty_bps: result.dutyBps,
          duty: result.duty,
          ppn_bps: result.ppnBps,
          ppn: result.ppn,
          pph_bps: result.pphBps,
          pph: result.pph,
          total: result.total,
        };
      });
    },

    /** mlo/report/cn23: the agent's declarations of a Jakarta period, counted by status and summed per currency. */
    report,

    /** mlo/report/cn23 as a file (.xlsx / .csv): the screen's rows of the same period, in the reader's language. */
    exportReport(
      tenant: Tenant,
      auth: Principal,
      query: { from: string; to: string },
      format: ExportFormat,
      locale: Locale,
    ): ExportedFile {
      const w = cn23ReportWords(locale);
      const { from, to } = query;
      const now = clock.now();
      // The access check and the read happen once, when the stream asks for its rows; rows and totals agree.
      let whole: Promise<Cn23Report> | null = null;
      const read = () => (whole ??= report(auth, from, to));
      const subtitle = [
        `${w.filter.period}: ${from === to ? from : `${from} ${w.filter.until} ${to}`}`,
        `${w.filter.made}: ${jakartaDateTime(now).slice(0, 16)} WIB`,
      ].join(' · ');
      return {
        stream: reportFileStream(format, {
          sheetName: w.title,
          title: `${w.title} — ${tenant.brandName}`,
          subtitle,
          columns: cn23Columns(w),
          rows: (async function* () {
            const { rows } = await read();
            if (rows.length > 0) yield rows;
          })(),
          totals: async () => (await read()).rows.length,
        }),
        contentType: contentTypes[format],
        filename: `laporan-cn23-${from === to ? from : `${from}_${to}`}.${format}`,
      };
    },

    /** The back office's clearance list: the tenant's declarations of one status, each with its agent. */
    async tenantList(tenantId: string, status: Cn23Status): Promise<Cn23Admin[]> {
      return database.withTenant(tenantId, async (tx) =>
        (await listTenantCn23(tx, tenantId, status)).map((row) => ({
          ...toCn23(row.declaration, row.order),
          agent: row.agent,
        })),
      );
    },

    /** The back office sets a currency's rate from a day on (audited). */
    async setRate(admin: Principal, rate: ExchangeRate): Promise<ExchangeRate> {
      await database.withTenant(admin.tenantId, async (tx) => {
        await upsertRate(tx, {
          tenantId: admin.tenantId,
          currency: rate.currency,
          effectiveOn: rate.effective_on,
          rateHundredths: rate.rate_hundredths,
          updatedAt: clock.now(),
        });
        await audit.record(tx, admin.tenantId, 'admin.mlo.kurs', { ...rate }, admin.accountId);
      });
      return rate;
    },

    async settings(tenantId: string): Promise<CustomsSettings> {
      return database.withTenant(tenantId, (tx) => settingsOf(tx, tenantId));
    },

    /** The back office changes the tenant's thresholds and rates (audited before → after). */
    async setSettings(admin: Principal, change: Partial<CustomsSettings>): Promise<CustomsSettings> {
      return database.withTenant(admin.tenantId, async (tx) => {
        const before = await settingsOf(tx, admin.tenantId);
        const after = customsSettingsSchema.parse({ ...before, ...change });
        await upsertCustomsSettings(tx, admin.tenantId, after, clock.now());
        await audit.record(tx, admin.tenantId, 'admin.mlo.customs', { before, after }, admin.accountId);
        return after;
      });
    },

    /** Customs' answer on a submitted declaration, recorded by the back office: cleared or held. */
    async setOutcome(admin: Principal, id: string, status: 'cleared' | 'held'): Promise<Cn23> {
      return database.withTenant(admin.tenantId, async (tx) => {
        const moved = await moveCn23(tx, admin.tenantId, null, id, ['submitted'], status, clock.now());
        if (moved) {
          await audit.record(tx, admin.tenantId, 'admin.mlo.cn23', { target: id, status }, admin.accountId);
          return view(tx, moved);
        }
        if (!(await findCn23(tx, admin.tenantId, null, id))) throw cn23Errors.notFound();
        throw cn23Errors.notSubmitted();
      });
    },
  };
}
export type Cn23Service = ReturnType<typeof createCn23Service>;

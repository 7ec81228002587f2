import { describe, expect, it } from 'vitest';
import {
  changeReportFilters,
  emptyReportFilters,
  exportRequestQuery,
  readReportFilters,
  reportRequestQuery,
  writeReportFilters,
} from './report-filters.ts';

const read = (name: Parameters<typeof readReportFilters>[0], query: string) =>
  readReportFilters(name, new URLSearchParams(query));

describe('report filters in the URL', () => {
  it('[RPT-03] reads presets, a custom range, status, product, search and page; a range beats a preset', () => {
    expect(read('prabayar', 'preset=last7&status=failed&product=tsel&search=0812&page=3')).toEqual({
      ...emptyReportFilters,
      preset: 'last7',
      status: 'failed',
      product: 'tsel',
      search: '0812',
      page: 3,
    });
    expect(read('prabayar', 'preset=today&from=2026-11-01&to=2026-11-10')).toMatchObject({
      preset: null,
      from: '2026-11-01',
      to: '2026-11-10',
    });
    // A range typed backwards is read the right way round.
    expect(read('deposit', 'from=2026-11-10&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-10' });
  });

  it('leaves out what an edited link got wrong, and what a report does not have', () => {
    expect(read('prabayar', 'preset=kemarin&status=lost&from=22-11-2026&page=-2&direction=credit')).toEqual(
      emptyReportFilters,
    );
    expect(read('deposit', 'direction=credit&status=success&product=x')).toEqual({
      ...emptyReportFilters,
      direction: 'credit',
    });
    expect(read('cashback', 'status=credited')).toMatchObject({ status: 'credited' });
    expect(read('cashback', 'status=success')).toMatchObject({ status: null });
  });

  it('writes only what is set, and any change goes back to page 1', () => {
    const filters = read('prabayar', 'preset=last30&search=0812&page=4');
    expect(writeReportFilters(filters).toString()).toBe('preset=last30&search=0812&page=4');
    expect(writeReportFilters(changeReportFilters(filters, { status: 'success' })).toString()).toBe(
      'preset=last30&status=success&search=0812',
    );
    expect(writeReportFilters(emptyReportFilters).toString()).toBe('');
  });

  it('[RPT-01] a page request carries the page; a download carries the same filters, every page, and the format', () => {
    const filters = read('prabayar', 'from=2026-11-01&to=2026-11-22&status=success&page=2');
    expect(reportRequestQuery(filters)).toEqual({
      page: 2,
      per_page: 20,
      from: '2026-11-01',
      to: '2026-11-22',
      status: 'success',
    });
    expect(exportRequestQuery(filters, 'csv')).toEqual({
      from: '2026-11-01',
      to: '2026-11-22',
      status: 'success',
      format: 'csv',
    });
  });
});

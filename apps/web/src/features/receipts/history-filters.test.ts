import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  emptyHistoryFilters,
  historyRequestQuery,
  readHistoryFilters,
  writeHistoryFilters,
} from './history-filters.ts';

describe('history filters in the URL', () => {
  it('reads what it wrote', () => {
    const filters = {
      search: '0812',
      status: 'success' as const,
      preset: null,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    };
    const params = writeHistoryFilters(filters);
    expect(params.toString()).toBe('search=0812&status=success&from=2026-01-01&to=2026-01-31&page=3');
    expect(readHistoryFilters(params)).toEqual(filters);
    expect(writeHistoryFilters(emptyHistoryFilters).toString()).toBe('');
  });

  it('drops what an edited link got wrong instead of failing the page', () => {
    const filters = readHistoryFilters(
      new URLSearchParams('status=nope&preset=forever&from=2026-13-40&page=-2&search=%20%20abc%20'),
    );
    expect(filters).toEqual({ ...emptyHistoryFilters, search: 'abc' });
  });

  it('a custom range wins over a preset; any change but paging goes back to page 1', () => {
    expect(readHistoryFilters(new URLSearchParams('preset=today&from=2026-01-01')).preset).toBeNull();
    const paged = { ...emptyHistoryFilters, page: 4 };
    expect(changeFilters(paged, { status: 'failed' }).page).toBe(1);
  });

  it('asks the server with the contract’s names, only for what is set', () => {
    expect(historyRequestQuery({ ...emptyHistoryFilters, preset: 'last7', search: 'TRX1' })).toEqual({
      page: 1,
      per_page: 20,
      preset: 'last7',
      search: 'TRX1',
    });
  });
});

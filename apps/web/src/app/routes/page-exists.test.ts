import { describe, expect, it } from 'vitest';
import { pageExists } from './page-exists.ts';

describe('pageExists (NAV-19)', () => {
  it('[NAV-19] answers for pages, not for the 404, the same each time it is asked and whatever the query', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(pageExists('/account')).toBe(true);
      expect(pageExists('/prabayar/pulsa?number=0812')).toBe(true);
      expect(pageExists('/no-such-page')).toBe(false);
      expect(pageExists('/no-such-page?x=1')).toBe(false);
      expect(pageExists('/admin/no-such-section')).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { CourierUnreachable, courierJsonOf } from './courier.ts';

describe('a courier’s answer', () => {
  it('[MLO-02] reads JSON, and a page that is not JSON (a proxy’s error page) is the courier not answering', async () => {
    expect(await courierJsonOf<{ ok: boolean }>(Response.json({ ok: true }), 'Lion Parcel')).toEqual({ ok: true });
    const page = new Response('<html><body>502 Bad Gateway</body></html>', { status: 200 });
    const read = courierJsonOf(page, 'Lion Parcel');
    await expect(read).rejects.toBeInstanceOf(CourierUnreachable);
    await expect(courierJsonOf(new Response(''), 'SAP Express')).rejects.toThrow('SAP Express answered no JSON');
  });
});

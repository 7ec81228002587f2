import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaBackgroundResponseSchema,
  pricelistMediaListSchema,
  pricelistMediaResponseSchema,
} from '@konter/shared/contracts/media';
import { buyer, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let agent: Buyer;
beforeAll(async () => {
  ctx = await createTestApp();
  agent = await buyer(ctx, { role: 'agent', deposit: 0 });
});
afterAll(() => ctx.close());

/** A 3:2 photo-like background: two colour bands, so a blank drawing would be noticed. */
async function background(format: 'png' | 'jpeg', width = 600, height = 400): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const draw = canvas.getContext('2d');
  draw.fillStyle = '#1d4ed8';
  draw.fillRect(0, 0, width, height / 2);
  draw.fillStyle = '#f59e0b';
  draw.fillRect(0, height / 2, width, height / 2);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

function upload(who: Buyer, data: Buffer, fileName: string, contentType: string) {
  const boundary = '----kontermedia';
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/media/backgrounds',
    remoteAddress: who.browser.ip,
    headers: {
      host: who.browser.host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': who.browser.csrfToken,
      cookie: [...who.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(who.browser.locale ? { 'x-locale': who.browser.locale } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function uploaded(who: Buyer): Promise<string> {
  const response = await upload(who, await background('png'), 'latar.png', 'image/png');
  expect(response.statusCode, response.body).toBe(200);
  return mediaBackgroundResponseSchema.parse(response.json()).data.image;
}

/** Width, height and how many distinct colours a sample of the pixels has (1 = a blank picture). */
async function inspect(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const draw = canvas.getContext('2d');
  draw.drawImage(image, 0, 0);
  const pixels = draw.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set<number>();
  for (let at = 0; at < pixels.length; at += 4 * 97) {
    colours.add(((pixels[at] ?? 0) << 16) | ((pixels[at + 1] ?? 0) << 8) | (pixels[at + 2] ?? 0));
  }
  return { width: image.width, height: image.height, colours: colours.size, pixels };
}

const validBody = (image: string) => ({
  image,
  top_text: 'Konter Berkah 价格',
  bottom_text: 'WA 0812-3456-0080 · Jl. Merdeka 10',
  text_color: '#FFFFFF',
  items: [
    { code: 'tsel10', selling_price: 11_500 },
    { code: 'tsel25', selling_price: 26_000 },
  ],
  customization: { layout: 'list', align: 'left', overlay: 55, show_code: true },
});

describe('pricelist media (MED-01, MED-02)', () => {
  it('[MED-01] an agent uploads a background, saves, lists, edits, downloads at each size and deletes a pricelist image', async () => {
    const image = await uploaded(agent);
    const created = await agent.browser.post('/api/v1/media/pricelist', validBody(image));
    expect(created.statusCode, created.body).toBe(201);
    const media = pricelistMediaResponseSchema.parse(created.json()).data;
    expect(media.items).toEqual([
      { code: 'tsel10', name: expect.stringContaining('10') as unknown as string, selling_price: 11_500 },
      { code: 'tsel25', name: expect.stringContaining('25') as unknown as string, selling_price: 26_000 },
    ]);
    expect(media.text_color).toBe('#ffffff');

    const list = pricelistMediaListSchema.parse((await agent.browser.get('/api/v1/media/pricelist')).json());
    expect(list.data.map((item) => item.id)).toEqual([media.id]);

    const story = await agent.browser.get(`/api/v1/media/pricelist/${media.id}/image?size=story`);
    expect(story.statusCode).toBe(200);
    expect(story.headers['content-type']).toBe('image/png');
    expect(story.headers['content-disposition']).toContain('attachment');
    const storyPicture = await inspect(story.rawPayload);
    expect(storyPicture).toMatchObject({ width: 1080, height: 1920 });
    expect(storyPicture.colours).toBeGreaterThan(3);
    const square = await inspect(
      (await agent.browser.get(`/api/v1/media/pricelist/${media.id}/image?size=square`)).rawPayload,
    );
    expect(square).toMatchObject({ width: 1080, height: 1080 });
    const portrait = await inspect(
      (await agent.browser.get(`/api/v1/media/pricelist/${media.id}/image?size=portrait`)).rawPayload,
    );
    expect(portrait).toMatchObject({ width: 1080, height: 1350 });

    // The preview of the saved state is the very picture the download gives.
    const preview = await agent.browser.post('/api/v1/media/pricelist/preview?size=story', validBody(image));
    expect(preview.statusCode).toBe(200);
    expect(Buffer.compare(preview.rawPayload, story.rawPayload)).toBe(0);

    // An edit changes the picture (a new price is drawn).
    const edited = await agent.browser.request('PUT', `/api/v1/media/pricelist/${media.id}`, {
      ...validBody(image),
      items: [{ code: 'tsel10', selling_price: 12_000 }],
      customization: { layout: 'grid', align: 'center', overlay: 30, show_code: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(pricelistMediaResponseSchema.parse(edited.json()).data.items).toMatchObject([
      { code: 'tsel10', selling_price: 12_000 },
    ]);
    const after = await agent.browser.get(`/api/v1/media/pricelist/${media.id}/image?size=story`);
    expect(Buffer.compare(after.rawPayload, story.rawPayload)).not.toBe(0);

    // Another agent cannot read, draw, edit or delete it.
    const other = await buyer(ctx, { role: 'agent', deposit: 0 });
    expect((await other.browser.get(`/api/v1/media/pricelist/${media.id}`)).statusCode).toBe(404);
    expect((await other.browser.get(`/api/v1/media/pricelist/${media.id}/image`)).statusCode).toBe(404);
    expect((await other.browser.request('DELETE', `/api/v1/media/pricelist/${media.id}`)).statusCode).toBe(404);
    // Nor use its background by name.
    const borrowed = await other.browser.post('/api/v1/media/pricelist', validBody(image));
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().errors.image).toEqual(['Pilih gambar latar terlebih dahulu.']);

    const deleted = await agent.browser.request('DELETE', `/api/v1/media/pricelist/${media.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Gambar daftar harga dihapus.');
    const gone = await agent.browser.get(`/api/v1/media/pricelist/${media.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Gambar daftar harga tidak ditemukan.');
  });

  it('[MED-02] every refusal is a translated field error and saves nothing', async () => {
    agent.browser.locale = 'en';
    const image = await uploaded(agent);
    const jpeg = await upload(agent, await background('jpeg'), 'latar.jpeg', 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);

    // The name says .png, the content is a GIF: judged by content.
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const badType = await upload(agent, gif, 'latar.png', 'image/png');
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.image).toEqual(['The image must be a .jpg, .jpeg or .png file.']);
    const text = await upload(agent, Buffer.from('hello'), 'latar.jpg', 'image/jpeg');
    expect(text.json().errors.image).toEqual(['The image must be a .jpg, .jpeg or .png file.']);

    const huge = Buffer.concat([await background('png'), Buffer.alloc(8 * 1024 * 1024)]);
    const tooLarge = await upload(agent, huge, 'latar.png', 'image/png');
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors.image).toEqual(['The image may be at most 8 MB.']);

    const empty = await upload(agent, Buffer.alloc(0), 'latar.png', 'image/png');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.image).toEqual(['Choose a background image first.']);

    // A PNG header declaring 20,000 × 20,000 pixels is refused before anything decodes it.
    const forged = Buffer.from(await background('png'));
    forged.writeUInt32BE(20_000, 16);
    forged.writeUInt32BE(20_000, 20);
    const bomb = await upload(agent, forged, 'latar.png', 'image/png');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors.image).toEqual(['The image is too large: at most 40 megapixels.']);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ image: '' }, 'image', 'Choose a background image first.'],
      [{ image: 'nope.jpg' }, 'image', 'Choose a background image first.'],
      [{ items: [] }, 'items', 'Pick at least one nominal.'],
      [{ items: [{ code: 'nope999', selling_price: 1000 }] }, 'items.0.code', 'This product is not in the catalogue.'],
      [
        { items: [{ code: 'tsel10', selling_price: 10_500.5 }] },
        'items.0.selling_price',
        'The selling price must be a whole number from 1 to 100,000,000.',
      ],
      [
        {
          items: [
            { code: 'tsel10', selling_price: 11_000 },
            { code: 'tsel25', selling_price: -5 },
          ],
        },
        'items.1.selling_price',
        'The selling price must be a whole number from 1 to 100,000,000.',
      ],
      [
        { items: [{ code: 'tsel10', selling_price: '11000' }] },
        'items.0.selling_price',
        'The selling price must be a whole number from 1 to 100,000,000.',
      ],
      [{ customization: { layout: 'spiral' } }, 'customization', 'The layout settings are not valid.'],
      [
        { customization: { layout: 'list', align: 'left', overlay: 200, show_code: false } },
        'customization',
        'The layout settings are not valid.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await agent.browser.post('/api/v1/media/pricelist', { ...validBody(image), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(change)).toEqual([message]);
      const preview = await agent.browser.post('/api/v1/media/pricelist/preview', { ...validBody(image), ...change });
      expect(preview.statusCode).toBe(422);
    }
    const colour = await agent.browser.post('/api/v1/media/pricelist', { ...validBody(image), text_color: 'red' });
    expect(colour.statusCode).toBe(422);
    expect(colour.json().errors.text_color).toBeDefined();

    const badId = await agent.browser.get('/api/v1/media/pricelist/not-an-id');
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors.id).toEqual(['The image ID is not valid.']);
    const missing = await agent.browser.get('/api/v1/media/pricelist/00000000-0000-4000-8000-000000000000/image');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pricelist image not found.');
    const badSize = await agent.browser.get(
      '/api/v1/media/pricelist/00000000-0000-4000-8000-000000000000/image?size=huge',
    );
    expect(badSize.statusCode).toBe(422);

    // Nothing above was saved.
    const list = pricelistMediaListSchema.parse((await agent.browser.get('/api/v1/media/pricelist')).json());
    expect(list.data).toEqual([]);

    // zh too.
    agent.browser.locale = 'zh';
    const zh = await agent.browser.post('/api/v1/media/pricelist', { ...validBody(image), items: [] });
    expect(zh.json().errors.items).toEqual(['请至少选择一个面额。']);
    agent.browser.locale = undefined;
  });

  it('[MED-01] members (no own selling prices) are refused; visitors must log in', async () => {
    const member = await buyer(ctx, { role: 'member', deposit: 0 });
    expect((await member.browser.get('/api/v1/media/pricelist')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/media/pricelist',
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

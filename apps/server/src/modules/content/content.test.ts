import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageListSchema, contentPageResponseSchema } from '@konter/shared/contracts/content';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { faqEntries, renderMarkdown } from './public-html.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function loggedIn(phone: string, host = 'localhost') {
  const browser = await new TestBrowser(ctx.app, host).open();
  const response = await browser.post('/api/v1/auth/login', { login: phone, password: 'demo12345' });
  expect(response.statusCode).toBe(200);
  return browser;
}
let adminBrowser: TestBrowser | null = null;
const admin = async () => (adminBrowser ??= await loggedIn('081234560009'));
const visitor = (host = 'localhost') => new TestBrowser(ctx.app, host);

describe('content pages (CMS-01)', () => {
  it('[CMS-01] Markdown is rendered with raw HTML escaped and script links dropped', () => {
    const html = renderMarkdown('# Hi\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) **b**');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<strong>b</strong>');
    expect(faqEntries('## Q1?\nA1\n\n## Q2?\nA2')).toEqual([
      { question: 'Q1?', answer: 'A1' },
      { question: 'Q2?', answer: 'A2' },
    ]);
  });

  it('[CMS-01] an admin lists, creates, edits and deletes pages; every change is in the audit trail; others may not', async () => {
    const member = await loggedIn('081234560001');
    expect((await member.get('/api/v1/admin/content')).statusCode).toBe(403);
    const browser = await admin();
    const list = contentPageListSchema.parse((await browser.get('/api/v1/admin/content')).json());
    expect(list.data.some((page) => page.kind === 'help' && page.slug === 'cara-penggunaan')).toBe(true);

    const created = await browser.post('/api/v1/admin/content', {
      kind: 'blog',
      slug: 'promo-akhir-tahun',
      locale: 'id',
      title: 'Promo Akhir Tahun',
      body: 'Diskon **besar**.',
      status: 'draft',
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = contentPageResponseSchema.parse(created.json()).data;
    expect(page.published_at).toBeNull();
    // A draft is not public.
    expect((await visitor().get('/blog/posts/promo-akhir-tahun')).statusCode).toBe(404);

    const duplicate = await browser.post('/api/v1/admin/content', {
      kind: 'blog',
      slug: 'promo-akhir-tahun',
      locale: 'id',
      title: 'Lagi',
      body: '',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.slug[0]).toBe('Halaman dengan slug dan bahasa ini sudah ada.');

    const badSlug = await browser.post('/api/v1/admin/content', {
      kind: 'blog',
      slug: 'Bad Slug!',
      locale: 'id',
      title: 'x',
      body: '',
    });
    expect(badSlug.statusCode).toBe(422);
    expect(badSlug.json().errors.slug).toBeDefined();

    const published = await browser.request('PUT', `/api/v1/admin/content/${page.id}`, {
      kind: 'blog',
      slug: 'promo-akhir-tahun',
      locale: 'id',
      title: 'Promo Akhir Tahun 2026',
      body: 'Diskon **besar**.',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const post = await visitor().get('/blog/posts/promo-akhir-tahun');
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Promo Akhir Tahun 2026');
    expect(post.body).toContain('"@type":"BlogPosting"');

    const removed = await browser.request('DELETE', `/api/v1/admin/content/${page.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await visitor().get('/blog/posts/promo-akhir-tahun')).statusCode).toBe(404);
    expect((await browser.request('DELETE', `/api/v1/admin/content/${page.id}`)).statusCode).toBe(404);

    const tenantId = ctx.tenantIds.konter;
    const events = await ctx.database.withTenant(tenantId, (tx) => ctx.app.services.audit.recent(tx, tenantId, 20));
    const actions = events.filter((event) => event.details.id === page.id).map((event) => event.action);
    expect(actions.sort()).toEqual(['content.created', 'content.deleted', 'content.updated']);
    const update = events.find((event) => event.action === 'content.updated' && event.details.id === page.id);
    expect(update?.details).toMatchObject({
      before: { title: 'Promo Akhir Tahun', status: 'draft' },
      after: { title: 'Promo Akhir Tahun 2026', status: 'published' },
    });
    expect(update?.actor).toBeTruthy();
  });
});

describe('public pages (NAV-04, NAV-05)', () => {
  it('[NAV-05] the help centre lists its sections, a section renders, an unknown help path redirects to /help', async () => {
    const index = await visitor().get('/help');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    for (const slug of ['cara-penggunaan', 'panduan-keamanan', 'privasi', 'persyaratan', 'faq', 'hubungi-kami']) {
      expect(index.body).toContain(`href="/help/${slug}"`);
    }
    expect(index.body).not.toContain('<script type="module"');
    const howTo = await visitor().get('/help/cara-penggunaan');
    expect(howTo.statusCode).toBe(200);
    expect(howTo.body).toContain('<h1>Cara Penggunaan</h1>');
    expect(howTo.body).toContain('<link rel="canonical" href="http://localhost/help/cara-penggunaan">');
    expect(howTo.body).toContain('hreflang="en" href="http://localhost/help/cara-penggunaan?lang=en"');
    expect(howTo.body).toContain('property="og:title"');
    const sub = await visitor().get('/help/privasi/cookie');
    expect(sub.statusCode).toBe(200);
    expect(sub.body).toContain('Kebijakan Cookie');
    const unknown = await visitor().get('/help/tidak-ada');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/help');
  });

  it('[NAV-05] the FAQ carries FAQPage structured data; English falls back to Indonesian where a page has no English text', async () => {
    const faq = await visitor().get('/help/faq');
    expect(faq.body).toContain('"@type":"FAQPage"');
    expect(faq.body).toContain('"@type":"Question"');
    const english = await visitor().get('/help/faq?lang=en');
    expect(english.body).toContain('Frequently asked questions');
    expect(english.body).toContain('<html lang="en"');
    const fallback = await visitor().get('/help/persyaratan?lang=en');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('Syarat dan Ketentuan');
    expect(fallback.body).toContain('<html lang="id"');
    expect(fallback.body).toContain('<link rel="canonical" href="http://localhost/help/persyaratan">');
  });

  it('[CMS-01] the blog lists posts and renders one as an article', async () => {
    const list = await visitor().get('/blog/posts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/blog/posts/tips-memulai-usaha-konter-pulsa"');
    const post = await visitor().get('/blog/posts/tips-memulai-usaha-konter-pulsa');
    expect(post.body).toContain('og:type" content="article"');
    expect((await visitor().get('/blog/posts/tidak-ada')).statusCode).toBe(404);
  });

  it('[NAV-04] a marketing page shows the family live price range and buys on the purchase screen', async () => {
    const page = await visitor().get('/m/data');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Harga mulai Rp [\d.]+ sampai Rp [\d.]+/);
    expect(page.body).toContain('href="/prabayar/data"');
    const listrik = await visitor().get('/m/listrik?lang=en');
    expect(listrik.body).toContain('href="/prabayar/electricity"');
    expect(listrik.body).toContain('Buy now');
    expect((await visitor().get('/m/pascabayar/pdam')).statusCode).toBe(200);
    expect((await visitor().get('/m/tidak-ada')).statusCode).toBe(404);
    const send = await visitor().get('/m/sendMoney');
    expect(send.statusCode).toBe(302);
  });

  it('[CMS-01] the agency page shows the tenant own tiers; each tenant has its own sitemap and robots.txt', async () => {
    const agency = await visitor().get('/agency');
    expect(agency.statusCode).toBe(200);
    expect(agency.body).toContain('data-testid="agency-tiers"');
    expect(agency.body).toContain('Agen');
    const sitemap = await visitor().get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost/help/cara-penggunaan</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost/m/data</loc>');
    const other = await visitor('127.0.0.1').get('/sitemap.xml');
    expect(other.body).toContain('<loc>http://127.0.0.1/agency</loc>');
    const robots = await visitor('127.0.0.1').get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://127.0.0.1/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('[CMS-01] pages are cached with an ETag and change as soon as their content does', async () => {
    const first = await visitor().get('/help/hubungi-kami');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/help/hubungi-kami',
      headers: { host: 'localhost', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const browser = await admin();
    const pages = contentPageListSchema.parse((await browser.get('/api/v1/admin/content')).json()).data;
    const contact = pages.find((page) => page.slug === 'hubungi-kami' && page.locale === 'id');
    if (!contact) throw new Error('no contact page');
    const edited = await browser.request('PUT', `/api/v1/admin/content/${contact.id}`, {
      ...contact,
      body: `${contact.body}\n\nKantor kami: Jl. Merdeka 1, Bandung.`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/help/hubungi-kami',
      headers: { host: 'localhost', 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Jl. Merdeka 1, Bandung');
  });
});

describe('one language per URL (NAV-04)', () => {
  it('[NAV-04] the bare URL is Indonesian whatever the browser asks; ?lang= picks another; a chosen language redirects there', async () => {
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/help/faq',
      headers: { host: 'localhost', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body).toContain('<html lang="id"');
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/help/faq',
      headers: { host: 'localhost', cookie: 'konter_locale=en' },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/help/faq?lang=en');
  });
});

describe('the price list for visitors (CAT-04, issue 22)', () => {
  const codes = (html: string) => [...html.matchAll(/<tr data-code="([^"]+)"/g)].map((match) => match[1]);

  it("[CAT-04][CAT-05] a visitor's /pricelist/{family} is HTML from the server: families, search, operators, downloads and every product with its state", async () => {
    const response = await visitor().get('/pricelist/pulsa');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<script(?![^>]*application\/ld\+json)/g)).toBeNull();
    expect(html).toContain('<h1>Daftar Harga Pulsa</h1>');
    expect(html).toContain('<a href="/pricelist/listrik">Token Listrik</a>');
    expect(html).toContain('<a href="/pricelist/pulsa" aria-current="page">Pulsa</a>');
    expect(html).toContain('<form class="search" role="search" method="get" action="/pricelist/pulsa">');
    expect(html).toContain('href="/api/v1/pricelist/pulsa/download?format=xlsx"');
    expect(html).toContain('href="/api/v1/pricelist/pulsa/download?format=csv"');
    expect(html).toContain('<link rel="canonical" href="http://localhost/pricelist/pulsa">');
    const all = codes(html);
    expect(all.length).toBeGreaterThan(3);
    expect(html).toContain(`${all.length} dari ${all.length} produk`);
    expect(html).toMatch(/<span class="st ok">Tersedia<\/span><\/td><td class="n">Rp [\d.]+<\/td><\/tr>/);
    // The download the page links to answers for a visitor.
    const download = await visitor().get('/api/v1/pricelist/pulsa/download?format=csv');
    expect(download.statusCode).toBe(200);
  });

  it('[CAT-04][NAV-04] the number typed on the landing picks its operator; a search narrows the list; nothing found offers the whole list', async () => {
    const all = codes((await visitor().get('/pricelist/pulsa')).body);
    const telkomsel = await visitor().get('/pricelist/pulsa?nomor=0812%203456%207890');
    expect(telkomsel.body).toContain('<a href="/pricelist/pulsa?operator=telkomsel" aria-current="page">Telkomsel</a>');
    const mine = codes(telkomsel.body);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    // The operator stays when searching: the form carries it.
    expect(telkomsel.body).toContain('<input type="hidden" name="operator" value="telkomsel">');
    const searched = await visitor().get('/pricelist/pulsa?q=zz-nothing');
    expect(codes(searched.body)).toEqual([]);
    expect(searched.body).toContain('Tidak ada produk yang cocok dengan pencarian Anda.');
    expect(searched.body).toContain('<a href="/pricelist/pulsa">Tampilkan semua produk</a>');
    expect(searched.body).toContain('value="zz-nothing"');
    // A script in the search is text, never markup.
    const hostile = await visitor().get('/pricelist/pulsa?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)');
  });

  it("[CAT-04][NAV-04] route names forward to their family, unknown ones to pulsa; the language is the URL's, and a chosen one keeps the filter", async () => {
    const electricity = await visitor().get('/pricelist/electricity?q=20');
    expect(electricity.statusCode).toBe(302);
    expect(electricity.headers.location).toBe('/pricelist/listrik?q=20');
    expect((await visitor().get('/pricelist/no-such-thing')).headers.location).toBe('/pricelist/pulsa');
    expect((await visitor().get('/pricelist')).headers.location).toBe('/pricelist/pulsa');
    const english = await visitor().get('/pricelist/pulsa?lang=en');
    expect(english.body).toContain('<h1>Phone Credit Price List</h1>');
    expect(english.body).toContain('<input type="hidden" name="lang" value="en">');
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/pricelist/pulsa?nomor=0812',
      headers: { host: 'localhost', cookie: 'konter_locale=zh' },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/pricelist/pulsa?nomor=0812&lang=zh');
    const sitemap = await visitor().get('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://localhost/pricelist/data</loc>');
  });

  it('[CAT-04] a logged-in account gets the app at /pricelist/{family} (its own prices, the adjust link)', async () => {
    const response = await (await admin()).get('/pricelist/pulsa');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"signedIn":true');
    expect(response.body).not.toContain('<form class="search"');
  });
});

describe('the landing (NAV-04, issue 22)', () => {
  it("[NAV-04] a visitor's / is the tenant's landing rendered on the server: no script, its menu's products, a number form, canonical and hreflang", async () => {
    const response = await visitor().get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="id"');
    expect(html).toContain('<h1>Isi pulsa semua operator dalam hitungan detik</h1>');
    // No script runs: only structured data (a data block, not code) may stand in a script element.
    expect(html.match(/<script(?![^>]*application\/ld\+json)/g)).toBeNull();
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(html).toContain('<form class="card numcard" action="/pricelist/pulsa" method="get"');
    expect(html).toContain('name="nomor" type="tel"');
    // Tiles from the tenant's menu lead to the marketing pages, labelled in the page's language.
    expect(html).toContain('href="/m/data"');
    expect(html).toContain('Paket Data</span>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/">');
    expect(html).toContain('hreflang="zh" href="http://localhost/?lang=zh"');
    const english = await visitor().get('/?lang=en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<h1>Top up any operator in seconds</h1>');
    expect(english.body).toContain('Data Packages</span>');
    // The other tenant's landing carries its own brand.
    const other = await visitor('127.0.0.1').get('/');
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('<a class="brand" href="/">Konter Pulsa</a>');
  });

  it('[NAV-04][ACC-02] a logged-in account gets the app at /, told that the server found its session', async () => {
    const member = await admin();
    const response = await member.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"signedIn":true');
    expect(response.body).not.toContain('name="nomor"');
    // After logging out, / is the landing again.
    expect((await member.post('/api/v1/auth/logout', {})).statusCode).toBeLessThan(300);
    const after = await member.get('/');
    expect(after.body).toContain('name="nomor"');
    expect(after.body).not.toContain('"signedIn":true');
  });
});

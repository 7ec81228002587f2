import type { ContentKind, ContentLocale } from '@konter/shared/contracts/content';
import type { Database } from '../../db/client.ts';
import { contentPages } from '../../db/schema/content.ts';
import type { Clock } from '../../platform/clock.ts';

type SeedPage = {
  kind: ContentKind;
  slug: string;
  locale: ContentLocale;
  title: string;
  description: string;
  body: string;
};

/**
 * The demo's help centre, blog and marketing texts (CMS-01): real instructions for the screens the app has, in
 * Indonesian, and the main help pages in English. `{brand}` becomes the tenant's name.
 */
const pages: SeedPage[] = [
  {
    kind: 'help',
    slug: 'cara-penggunaan',
    locale: 'id',
    title: 'Cara Penggunaan',
    description: 'Cara daftar, isi saldo, membeli pulsa dan produk lain, serta mencetak struk untuk pelanggan.',
    body: `Panduan singkat memakai {brand} dari ponsel atau komputer.

## 1. Daftar dan masuk
1. Buka menu **Daftar**, isi nama, nomor HP, email dan password.
2. Buka email verifikasi yang kami kirim, lalu masuk dengan nomor HP atau email dan password Anda.
3. Buat **PIN transaksi** di menu *Akun → PIN*. PIN diminta setiap kali Anda membeli produk.

## 2. Isi saldo (deposit)
1. Pilih menu **Deposit** di beranda.
2. Masukkan nominal, lalu pilih cara bayar: transfer bank, virtual account, QRIS atau e-wallet.
3. Untuk transfer bank, **transfer tepat sesuai nominal unik** yang tampil (termasuk tiga digit terakhir). Saldo masuk otomatis setelah pembayaran terdeteksi, biasanya dalam 1–5 menit.
4. Pembayaran lewat virtual account, QRIS dan e-wallet masuk otomatis begitu berhasil.

Saldo belum masuk setelah 30 menit? Kirim bukti transfer lewat halaman [Hubungi Kami](/help/hubungi-kami).

## 3. Membeli pulsa, paket data, token listrik dan lainnya
1. Pilih produk di beranda, misalnya **Pulsa** atau **Token Listrik**.
2. Masukkan nomor tujuan (nomor HP, ID pelanggan PLN, ID game, dan sebagainya). Operator dikenali otomatis dari nomor HP.
3. Pilih nominal, periksa harga, lalu tekan **Beli** dan masukkan PIN.
4. Status transaksi tampil langsung: *Diproses*, lalu *Sukses* dengan nomor seri (SN) atau token, atau *Gagal* dan saldo dikembalikan otomatis.

## 4. Membayar tagihan (pascabayar)
Pilih **Tagihan**, pilih jenisnya (PLN pascabayar, BPJS, PDAM, internet, dan lainnya), masukkan nomor pelanggan dan tekan **Cek Tagihan**. Periksa nama dan jumlah tagihan sebelum membayar.

## 5. Mencetak struk
1. Buka **Riwayat Transaksi**, lalu pilih transaksi yang sukses.
2. Tekan **Struk**. Anda bisa mengisi harga jual sendiri sebelum mencetak; harga modal tidak ikut tercetak.
3. Pilih **Cetak** untuk printer biasa, printer thermal Bluetooth 58 mm, atau **Bagikan** untuk mengirim struk lewat WhatsApp.
`,
  },
  {
    kind: 'help',
    slug: 'panduan-keamanan',
    locale: 'id',
    title: 'Panduan Keamanan',
    description: 'Cara menjaga akun dan saldo Anda tetap aman dari penipuan.',
    body: `Saldo Anda adalah uang Anda. Ikuti langkah berikut agar akun tetap aman.

## Jangan pernah bagikan kode rahasia
- **Password, PIN dan kode OTP hanya untuk Anda.** Petugas {brand} tidak pernah meminta password, PIN atau kode OTP, baik lewat telepon, WhatsApp maupun email.
- Abaikan pesan yang meminta Anda "memverifikasi akun" lewat tautan yang bukan alamat resmi situs ini.

## Gunakan PIN dan password yang kuat
- Jangan gunakan tanggal lahir, nomor HP, atau angka berurutan seperti 123456 sebagai PIN.
- Gunakan password yang berbeda dari akun email dan media sosial Anda.
- Ganti PIN dan password segera jika Anda curiga ada orang lain yang mengetahuinya (*Akun → PIN* dan *Akun → Password*).

## Periksa perangkat yang masuk
Di menu *Akun → Perangkat* Anda bisa melihat perangkat yang sedang masuk ke akun Anda dan mengeluarkannya. Keluarkan perangkat yang tidak Anda kenali, lalu ganti password.

## Waspada modus penipuan
- **Salah transfer pulsa**: seseorang mengaku salah kirim pulsa dan meminta Anda mengembalikannya. Cek dulu riwayat transaksi Anda; jangan kirim apa pun sebelum yakin.
- **Bukti transfer palsu**: saldo deposit hanya bertambah jika dana benar-benar masuk. Jangan melayani pembeli yang hanya mengirim foto bukti transfer.
- **Hadiah atau undian**: {brand} tidak pernah mengadakan undian yang meminta biaya administrasi.

Jika akun Anda disalahgunakan, segera hubungi kami lewat halaman [Hubungi Kami](/help/hubungi-kami).
`,
  },
  {
    kind: 'help',
    slug: 'privasi',
    locale: 'id',
    title: 'Kebijakan Privasi',
    description: 'Data apa yang kami kumpulkan, untuk apa, dan hak Anda atas data tersebut.',
    body: `Kebijakan ini menjelaskan bagaimana {brand} mengumpulkan dan menggunakan data pribadi Anda, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.

## Data yang kami kumpulkan
- **Data akun**: nama, nomor HP, email, alamat (jika Anda isi) dan foto profil.
- **Data transaksi**: produk yang dibeli, nomor tujuan, nominal, waktu dan status transaksi, serta riwayat deposit.
- **Data perangkat**: alamat IP, jenis peramban dan perangkat yang dipakai masuk, untuk keamanan akun.

## Untuk apa data dipakai
- Memproses transaksi dan deposit Anda, serta mengirim struk dan notifikasi.
- Menjaga keamanan akun: mendeteksi login mencurigakan dan mencegah penipuan.
- Memenuhi kewajiban hukum, misalnya pencatatan transaksi keuangan.

Kami **tidak menjual** data Anda. Data hanya dibagikan kepada pihak yang diperlukan untuk menjalankan layanan: pemasok produk (nomor tujuan), penyedia pembayaran (data pembayaran) dan pihak berwenang jika diwajibkan hukum.

## Hak Anda
Anda berhak melihat, memperbaiki dan meminta penghapusan data Anda. Sebagian data transaksi wajib kami simpan selama jangka waktu yang ditentukan peraturan. Ajukan permintaan lewat [Hubungi Kami](/help/hubungi-kami).

Lihat juga: [Kebijakan Cookie](/help/privasi/cookie).
`,
  },
  {
    kind: 'help',
    slug: 'privasi/cookie',
    locale: 'id',
    title: 'Kebijakan Cookie',
    description: 'Cookie yang dipakai situs ini dan fungsinya.',
    body: `Situs ini hanya memakai cookie yang diperlukan agar layanan berjalan:

- **Sesi login**: menjaga Anda tetap masuk dengan aman. Dihapus saat Anda keluar.
- **Keamanan (CSRF)**: mencegah pihak lain mengirim permintaan atas nama Anda.
- **Bahasa**: mengingat bahasa yang Anda pilih.

Kami tidak memakai cookie iklan atau pelacak pihak ketiga.
`,
  },
  {
    kind: 'help',
    slug: 'persyaratan',
    locale: 'id',
    title: 'Syarat dan Ketentuan',
    description: 'Aturan penggunaan layanan, saldo, transaksi dan pengembalian dana.',
    body: `Dengan mendaftar dan memakai {brand}, Anda menyetujui ketentuan berikut.

## Akun
1. Satu akun untuk satu orang. Data pendaftaran harus benar dan milik Anda sendiri.
2. Anda bertanggung jawab atas semua transaksi yang dilakukan dengan akun, password dan PIN Anda.

## Saldo
1. Saldo hanya dapat dipakai untuk membeli produk di {brand} dan tidak berbunga.
2. Saldo tidak dapat ditarik tunai, kecuali diatur lain oleh {brand}.

## Transaksi
1. Periksa nomor tujuan sebelum membeli. **Transaksi yang sukses ke nomor yang salah tidak dapat dibatalkan.**
2. Transaksi yang gagal dikembalikan otomatis ke saldo Anda.
3. Harga dapat berubah sewaktu-waktu mengikuti harga pemasok; harga yang berlaku adalah harga saat transaksi dibuat.

## Larangan
Akun yang dipakai untuk penipuan, pencucian uang atau kegiatan melanggar hukum lainnya akan dibekukan dan dilaporkan kepada pihak berwenang.

## Perubahan ketentuan
Ketentuan ini dapat diperbarui. Perubahan penting kami umumkan di aplikasi sebelum berlaku.
`,
  },
  {
    kind: 'help',
    slug: 'faq',
    locale: 'id',
    title: 'Pertanyaan yang Sering Diajukan',
    description: 'Jawaban cepat untuk pertanyaan tentang deposit, transaksi dan akun.',
    body: `## Berapa lama saldo masuk setelah transfer?
Transfer bank dengan nominal unik biasanya masuk dalam 1–5 menit. Virtual account, QRIS dan e-wallet masuk seketika setelah pembayaran berhasil.

## Transaksi saya masih "Diproses", apa yang harus dilakukan?
Sebagian besar transaksi selesai dalam hitungan detik. Jika pemasok sedang sibuk, bisa sampai beberapa menit. Jangan membeli ulang ke nomor yang sama; statusnya akan berubah otomatis menjadi Sukses atau Gagal.

## Transaksi gagal, apakah saldo kembali?
Ya. Saldo transaksi yang gagal dikembalikan otomatis, lengkap tercatat di riwayat saldo Anda.

## Pulsa sukses tapi belum masuk ke nomor tujuan?
Periksa nomor seri (SN) di detail transaksi dan kirimkan kepada pelanggan; operator memakai SN untuk melacak pengisian. Jika tetap belum masuk setelah 1 jam, hubungi kami dengan menyertakan SN.

## Bagaimana cara menjadi agen dengan harga lebih murah?
Lihat halaman [Jadi Agen](/agency) untuk tingkat harga dan cara mendaftar.

## Saya lupa PIN, bagaimana cara menggantinya?
Buka *Akun → PIN* dan pilih **Lupa PIN**. Kami mengirim kode verifikasi ke nomor HP atau email Anda.
`,
  },
  {
    kind: 'help',
    slug: 'hubungi-kami',
    locale: 'id',
    title: 'Hubungi Kami',
    description: 'Cara menghubungi layanan pelanggan.',
    body: `Tim layanan pelanggan {brand} siap membantu setiap hari pukul 07.00–22.00 WIB.

- **WhatsApp**: {whatsapp}
- **Email**: {email}

Agar kami bisa membantu lebih cepat, sertakan:
1. Nomor HP atau email akun Anda.
2. ID transaksi atau nomor referensi (ada di detail transaksi).
3. Penjelasan singkat dan tangkapan layar jika ada.

Kami **tidak pernah** meminta password, PIN atau kode OTP Anda.
`,
  },
  // English versions of the main pages.
  {
    kind: 'help',
    slug: 'cara-penggunaan',
    locale: 'en',
    title: 'How to use',
    description: 'How to register, top up, buy credit and other products, and print receipts for your customers.',
    body: `A short guide to {brand} on your phone or computer.

## 1. Register and log in
1. Open **Register**, enter your name, phone number, e-mail and a password.
2. Open the verification e-mail we send, then log in with your phone number or e-mail and password.
3. Set a **transaction PIN** under *Account → PIN*. The PIN is asked for every purchase.

## 2. Top up your balance
1. Choose **Deposit** on the home screen.
2. Enter the amount and pick how to pay: bank transfer, virtual account, QRIS or e-wallet.
3. For a bank transfer, **transfer exactly the unique amount shown** (including the last three digits). The balance arrives automatically once the payment is seen, usually within 1–5 minutes.

## 3. Buy credit, data, electricity tokens and more
1. Pick a product on the home screen, such as **Pulsa** or **Electricity**.
2. Enter the destination (phone number, PLN customer ID, game ID…). The operator is recognised from the phone number.
3. Choose the amount, check the price, press **Buy** and enter your PIN.
4. The status shows at once: *Processing*, then *Success* with the serial number or token, or *Failed* with the balance refunded automatically.

## 4. Print a receipt
Open **Transaction history**, pick a successful transaction and press **Receipt**. You can set your own selling price before printing; your cost price is never printed. Print on a normal or 58 mm Bluetooth thermal printer, or **Share** it on WhatsApp.
`,
  },
  {
    kind: 'help',
    slug: 'panduan-keamanan',
    locale: 'en',
    title: 'Security guide',
    description: 'How to keep your account and balance safe from fraud.',
    body: `## Never share your secrets
**Your password, PIN and OTP codes are yours alone.** {brand} staff never ask for them, by phone, WhatsApp or e-mail.

## Use a strong PIN and password
Avoid birthdays, phone numbers and sequences such as 123456. Change them at once if you think someone knows them.

## Check your devices
*Account → Devices* lists every device logged in to your account. Log out any you do not recognise and change your password.

## Watch out for scams
- Someone claims they sent you credit by mistake and asks for it back: check your own history first.
- A buyer sends only a photo of a transfer: your balance grows only when the money really arrives.
`,
  },
  {
    kind: 'help',
    slug: 'faq',
    locale: 'en',
    title: 'Frequently asked questions',
    description: 'Quick answers about top-ups, transactions and your account.',
    body: `## How long until my balance arrives after a transfer?
A bank transfer with the unique amount usually arrives within 1–5 minutes. Virtual accounts, QRIS and e-wallets arrive as soon as the payment succeeds.

## My transaction is still "Processing". What should I do?
Most transactions finish within seconds; when a supplier is busy it can take a few minutes. Do not buy again for the same number: the status changes to Success or Failed by itself.

## A transaction failed. Do I get my balance back?
Yes. A failed transaction is refunded to your balance automatically and shows in your balance history.
`,
  },
  {
    kind: 'help',
    slug: 'hubungi-kami',
    locale: 'en',
    title: 'Contact us',
    description: 'How to reach customer service.',
    body: `{brand} customer service is available every day from 07:00 to 22:00 (Jakarta time).

- **WhatsApp**: {whatsapp}
- **E-mail**: {email}

Please include your account's phone number or e-mail and the transaction ID. We **never** ask for your password, PIN or OTP.
`,
  },
  // Blog.
  {
    kind: 'blog',
    slug: 'tips-memulai-usaha-konter-pulsa',
    locale: 'id',
    title: '5 Tips Memulai Usaha Konter Pulsa dari Rumah',
    description: 'Modal kecil, bisa dari ponsel: langkah praktis memulai usaha konter pulsa.',
    body: `Usaha konter pulsa bisa dimulai dengan modal kecil, bahkan tanpa toko. Berikut lima langkah praktisnya.

## 1. Mulai dari orang terdekat
Tawarkan pulsa dan paket data ke keluarga, tetangga dan teman kantor. Pelanggan pertama biasanya datang dari lingkungan sendiri.

## 2. Isi saldo secukupnya
Tidak perlu deposit besar. Mulailah dengan saldo yang cukup untuk transaksi satu atau dua hari, lalu tambah sesuai kebutuhan.

## 3. Tentukan harga jual yang wajar
Atur harga jual Anda sendiri dan cetak struk dengan harga tersebut. Ambil untung yang wajar agar pelanggan kembali.

## 4. Tambah produk
Selain pulsa, jual juga token listrik, paket data, voucher game dan pembayaran tagihan. Satu pelanggan bisa membeli beberapa produk setiap bulan.

## 5. Promosikan lewat status WhatsApp
Unggah daftar harga di status WhatsApp secara rutin. Pelanggan jadi tahu Anda menjual apa saja dan berapa harganya.
`,
  },
  {
    kind: 'blog',
    slug: 'cara-cek-token-listrik',
    locale: 'id',
    title: 'Token Listrik Belum Masuk? Ini yang Perlu Dicek',
    description: 'Langkah memeriksa token PLN yang belum bisa dimasukkan ke meteran.',
    body: `Token listrik biasanya terbit dalam hitungan detik. Jika pelanggan mengeluh token tidak bisa dimasukkan, periksa hal berikut:

1. **Nomor meter atau ID pelanggan** sudah benar? Nama pelanggan tampil saat pengecekan sebelum membeli.
2. **Token 20 digit** dimasukkan lengkap, tanpa spasi yang terlewat.
3. Jika meteran menampilkan *Reject*, tunggu beberapa menit lalu coba lagi; jangan memasukkan token berkali-kali dalam waktu singkat.

Token dan nomor seri selalu tersimpan di detail transaksi, jadi bisa dikirim ulang ke pelanggan kapan saja.
`,
  },
  {
    kind: 'blog',
    slug: 'waspada-penipuan-salah-transfer-pulsa',
    locale: 'id',
    title: 'Waspada Penipuan "Salah Transfer Pulsa"',
    description: 'Modus penipuan yang sering menyasar penjual pulsa dan cara menghadapinya.',
    body: `Modus ini masih sering terjadi: seseorang mengirim SMS palsu seolah-olah pulsa masuk, lalu menelepon dan meminta pulsa "dikembalikan".

**Cara menghadapinya:**
- Cek riwayat transaksi dan saldo Anda sendiri, jangan percaya SMS.
- Jangan mengirim pulsa atau uang sebelum yakin.
- Blokir nomor yang terus mendesak.

Baca juga [Panduan Keamanan](/help/panduan-keamanan).
`,
  },
  {
    kind: 'blog',
    slug: 'tips-memulai-usaha-konter-pulsa',
    locale: 'en',
    title: '5 Tips for Starting a Mobile Credit Business from Home',
    description: 'Little capital, just your phone: practical steps to start selling credit.',
    body: `A mobile credit business can start with little capital and no shop.

1. **Start with people you know**: family, neighbours, colleagues.
2. **Top up as you need**: a balance for a day or two of sales is enough.
3. **Set fair prices** and print receipts with them.
4. **Add products**: electricity tokens, data, game vouchers, bill payments.
5. **Post your price list on WhatsApp status** regularly.
`,
  },
  // Marketing texts.
  {
    kind: 'marketing',
    slug: 'data',
    locale: 'id',
    title: 'Paket Data Semua Operator',
    description:
      'Jual paket data Telkomsel, Indosat, XL, Tri, Smartfren dan by.U dengan harga agen, proses otomatis 24 jam.',
    body: `Paket internet untuk semua operator dalam satu aplikasi. Masukkan nomor HP pelanggan, operator dikenali otomatis, pilih paket, selesai.

- Proses otomatis dalam hitungan detik, 24 jam
- Harga khusus untuk agen dan master
- Struk bisa dicetak atau dikirim lewat WhatsApp`,
  },
  {
    kind: 'marketing',
    slug: 'agency',
    locale: 'id',
    title: 'Jadi Agen {brand}',
    description: 'Daftar gratis dan jual pulsa, paket data, token listrik dan tagihan dengan harga agen.',
    body: `Buka usaha konter pulsa dari ponsel Anda, tanpa biaya pendaftaran.

## Cara menjadi agen
1. **Daftar gratis** dengan nomor HP dan email.
2. **Isi saldo** mulai dari nominal kecil.
3. **Jual** pulsa, paket data, token listrik, voucher game dan pembayaran tagihan ke pelanggan dengan harga Anda sendiri.

Semakin tinggi tingkat akun Anda, semakin murah harga modal yang Anda dapat. Ajak rekan Anda bergabung dan bangun jaringan agen sendiri.`,
  },
];

/** The demo tenant's content, once: a page already there (an admin may have edited it) is left as it is. */
export async function seedDemoContent(
  database: Database,
  tenantId: string,
  tenant: { brandName: string; whatsapp: string | null; email: string | null },
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', tenant.brandName)
      .replaceAll('{whatsapp}', tenant.whatsapp ? `+${tenant.whatsapp.replace(/^\+/, '')}` : '-')
      .replaceAll('{email}', tenant.email ?? '-');
  await database.withTenant(tenantId, async (tx) => {
    const rows = pages.map((entry, index) => ({
      tenantId,
      kind: entry.kind,
      slug: entry.slug,
      locale: entry.locale,
      title: fill(entry.title),
      body: fill(entry.body),
      seoTitle: '',
      seoDescription: fill(entry.description),
      status: 'published' as const,
      // Blog posts a day apart, newest first in the list.
      publishedAt: new Date(now.getTime() - index * 24 * 60 * 60 * 1000),
      createdAt: now,
      updatedAt: now,
    }));
    await tx
      .insert(contentPages)
      .values(rows)
      .onConflictDoNothing({
        target: [contentPages.tenantId, contentPages.kind, contentPages.slug, contentPages.locale],
      });
  });
}

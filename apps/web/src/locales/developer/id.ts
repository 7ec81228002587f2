/**
 * Indonesian texts of the developer (reseller API) screens. They travel with the screens' chunks
 * (features/developer/developer-text.ts), not in the first load (bench/web-size.ts); the menu entry's and the page
 * titles' are in the app catalogue (locales/id.ts).
 */
export const developerId = {
  'developer.intro':
    'Hubungkan software Anda (Otomax, IRS, bot) lewat API yang sama dengan Digiflazz: cukup ganti alamat dan kredensial.',
  'developer.docs': 'Dokumentasi API',
  'developer.unavailable': 'Pengaturan developer tidak dapat dimuat.',
  'developer.username': 'Username',
  'developer.save': 'Simpan',
  'developer.saved': 'Tersimpan.',
  'developer.keys.title': 'API key',
  'developer.keys.hint':
    'Key production membeli sungguhan; key development menjalankan nomor uji tanpa memotong saldo.',
  'developer.keys.production': 'Production',
  'developer.keys.development': 'Development',
  'developer.keys.ends_with': 'Berakhir dengan …{hint}',
  'developer.keys.none': 'Belum dibuat',
  'developer.keys.create': 'Buat key',
  'developer.keys.rotate': 'Ganti key',
  'developer.keys.shown_once': 'Salin key ini sekarang: key hanya ditampilkan sekali. Key lama langsung tidak berlaku.',
  'developer.callback.title': 'Webhook (callback)',
  'developer.callback.hint':
    'Setiap status akhir dikirim ke URL ini dengan header X-Hub-Signature (HMAC-SHA1 dari isi dengan secret). Balas HTTP 200.',
  'developer.callback.url': 'URL webhook',
  'developer.callback.secret': 'Secret',
  'developer.callback.test': 'Tes webhook',
  'developer.callback.test_ok': 'Webhook menjawab HTTP 200 dalam {ms} ms.',
  'developer.callback.test_failed': 'Tes webhook gagal: {status}',
  'developer.ips.title': 'Whitelist IP',
  'developer.ips.hint': 'Panggilan hanya diterima dari IP yang sudah disetujui admin.',
  'developer.ips.address': 'Alamat IP',
  'developer.ips.add': 'Tambah IP',
  'developer.ips.remove': 'Hapus IP',
  'developer.ips.empty': 'Belum ada IP.',
  'developer.ips.approve': 'Setujui',
  'developer.ips.reject': 'Tolak',
  'developer.ips.status.pending': 'Menunggu',
  'developer.ips.status.approved': 'Disetujui',
  'developer.ips.status.rejected': 'Ditolak',
  'developer.calls.title': 'Panggilan terakhir',
  'developer.calls.empty': 'Belum ada panggilan.',
  'developer.deliveries.title': 'Pengiriman webhook',
  'developer.deliveries.hint': 'Kirim ulang callback sebuah transaksi dengan ref_id-nya.',
  'developer.deliveries.ref_id': 'ref_id',
  'developer.deliveries.resend': 'Kirim ulang',
  'developer.deliveries.resent': 'Callback dijadwalkan ulang.',
  'developer.deliveries.empty': 'Belum ada pengiriman.',
  'developer.deliveries.outcome.delivered': 'terkirim',
  'developer.deliveries.outcome.retrying': 'dicoba lagi',
  'developer.deliveries.outcome.gave_up': 'menyerah',
} as const;

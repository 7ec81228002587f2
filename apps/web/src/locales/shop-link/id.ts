/**
 * Indonesian texts of the shop's checkout links (SHP-03): the cart's share action and the page a guest pays on. They
 * travel with the shop's chunks (features/shop/checkout-link-text.ts), not in the main bundle.
 */
export const shopLinkId = {
  'shop.link.share': 'Bagikan tautan checkout',
  'shop.link.sharing': 'Membuat tautan…',
  'shop.link.share_hint': 'Pembeli bisa membayar produk yang dipilih lewat tautan ini tanpa perlu akun.',
  'shop.link.share_ready': 'Tautan checkout siap dibagikan',
  'shop.link.url': 'Tautan checkout',
  'shop.link.copy': 'Salin tautan',
  'shop.link.copied': 'Tersalin',
  'shop.link.whatsapp': 'Kirim lewat WhatsApp',
  'shop.link.whatsapp_text': 'Halo! Pesanan Anda sudah siap. Silakan isi alamat dan bayar lewat tautan ini:',
  'shop.link.expires': 'Berlaku sampai {date}',
  'shop.link.share_failed': 'Tautan belum bisa dibuat. Coba lagi.',
  'shop.link.from_shop': 'Pesanan dari {shop}',
  'shop.link.items': 'Produk',
  'shop.link.line_price': '{quantity} × {price}',
  'shop.link.items_total': 'Total produk',
  'shop.link.discount': 'Potongan kupon',
  'shop.link.buyer': 'Data pembeli',
  'shop.link.email_hint': 'Opsional: bukti pembayaran dikirim ke email ini.',
  'shop.link.address_hint': 'Isi alamat lengkap dulu untuk melihat pilihan kurir.',
  'shop.link.payment': 'Pembayaran',
  'shop.link.no_channels': 'Pembayaran online belum tersedia di toko ini. Hubungi penjual.',
  'shop.link.method_required': 'Pilih metode pembayaran.',
  'shop.link.pay': 'Bayar {amount}',
  'shop.link.redirecting': 'Membuka halaman pembayaran…',
  'shop.link.load_failed': 'Tautan checkout belum bisa dibuka. Periksa koneksi lalu coba lagi.',
  'shop.link.retry': 'Coba lagi',
  'shop.link.order_title': 'Status pesanan',
  'shop.link.order_waiting': 'Selesaikan pembayaran sebelum batas waktu. Status di halaman ini diperbarui otomatis.',
  'shop.link.order_pending': 'Pembayaran sudah diterima. Penjual akan segera mengonfirmasi pesanan Anda.',
  'shop.link.order_keep': 'Simpan alamat halaman ini untuk melihat status pesanan nanti.',
  'shop.link.refund_due': 'Pesanan dibatalkan. Uang Anda akan dikembalikan ke metode pembayaran yang Anda pakai.',
  'shop.link.refund_sent':
    '{amount} sudah dikembalikan ke metode pembayaran Anda pada {date}. Dana biasanya masuk dalam 1–14 hari kerja, tergantung bank atau e-wallet.',
  'shop.link.ship_to': 'Dikirim ke {name}, {phone}',
};

export type ShopLinkMessageKey = keyof typeof shopLinkId;

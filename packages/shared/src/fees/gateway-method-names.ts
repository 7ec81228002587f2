// No zod here: the member's top-up screens and the back office both name methods with it.

/**
 * Gateway methods by the brand people know them by, the same in every language (the two generic ones, credit card
 * and bank transfer, are translated by the screens).
 */
export const gatewayMethodBrandNames: Readonly<Record<string, string>> = {
  dana: 'DANA',
  ovo: 'OVO',
  linkaja: 'LinkAja',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  gopay: 'GoPay',
  alfamart: 'Alfamart',
  indomaret: 'Indomaret',
  kredivo: 'Kredivo',
  bca: 'BCA Virtual Account',
  bri: 'BRI Virtual Account',
  bni: 'BNI Virtual Account',
  mandiri: 'Mandiri Virtual Account',
  permata: 'Permata Virtual Account',
  bca_va: 'BCA Virtual Account',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  permata_va: 'Permata Virtual Account',
  mandiri_bill: 'Mandiri Bill Payment',
};

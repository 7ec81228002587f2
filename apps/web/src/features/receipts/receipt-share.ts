import type { ReceiptDocument, ReceiptField } from './receipt-document.ts';

/** WhatsApp's own markup: *bold*. Asterisks in the data would toggle it, so they are dropped from values. */
const bold = (text: string) => `*${text.replaceAll('*', '')}*`;
const row = (field: ReceiptField) => `${field.label}: ${field.prominent ? bold(field.value) : field.value}`;

/**
 * The receipt as a chat message (the customer reads it in WhatsApp): the same fields as the printed receipt, one per
 * line, without the column padding that a proportional font would scramble.
 */
export function receiptPlainText(doc: ReceiptDocument): string {
  const blocks: string[][] = [
    [bold(doc.store.name), ...doc.store.lines],
    [`${doc.title} - ${doc.statusLabel.toUpperCase()}`],
    doc.details.map(row),
  ];
  if (doc.serial) {
    blocks.push([`${doc.serial.label}: ${bold(doc.serial.value)}`]);
  }
  blocks.push([...doc.amounts, ...doc.payment].map(row));
  if (doc.failedReason) blocks.push([`${doc.failedReason.label}: ${doc.failedReason.value}`]);
  if (doc.note) blocks.push([doc.note]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

/** A wa.me link that opens WhatsApp with the text ready to send; the person chooses the chat. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

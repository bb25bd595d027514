import PDFDocument from 'pdfkit';
import type { ReceiptData, ReceiptLine } from './receipt-data.js';
import { receiptFonts } from './receipt-fonts.js';
import { codStateText, kathmanduTime, paymentMethodText, rupees } from './receipt-text.js';

/** Printed on the receipt's face (spec 03: a sales receipt, not a taxable invoice). */
export const RECEIPT_TITLE = 'Sales receipt - not a tax invoice';

type Doc = PDFKit.PDFDocument;

const MARGIN = 48;
const PAGE_WIDTH = 595.28; // A4 in points
const RIGHT = PAGE_WIDTH - MARGIN;
const WIDTH = RIGHT - MARGIN;
const GREY = '#555555';
/** the lines table: item, quantity, unit price, amount (x and width of each) */
const COLS = { item: [MARGIN, 262], qty: [314, 36], unit: [354, 92], amount: [450, RIGHT - 450] } as const;

const regular = (doc: Doc, size = 10, color = 'black') => doc.font('regular').fontSize(size).fillColor(color);
const bold = (doc: Doc, size = 10, color = 'black') => doc.font('bold').fontSize(size).fillColor(color);

function rule(doc: Doc, y: number, width = 0.5): void {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor('#999999').stroke();
}

function header(doc: Doc, r: ReceiptData): void {
  bold(doc, 18).text(r.shop.name, MARGIN, MARGIN, { width: WIDTH });
  regular(doc, 9.5, GREY).text(`Pickup counter: ${r.shop.address}`, { width: WIDTH });
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(MARGIN, y, WIDTH, 30).fill('#1f2937');
  bold(doc, 14, 'white').text(RECEIPT_TITLE, MARGIN, y + 6, { width: WIDTH, align: 'center' });
  doc.y = y + 42;
}

/** Order facts on the left, who it is for on the right; the cursor ends below the taller side. */
function orderBlock(doc: Doc, r: ReceiptData): void {
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  bold(doc, 11).text(`Order ${r.orderNumber}`, MARGIN, top, { width: half });
  regular(doc, 9.5).text(`Date: ${kathmanduTime(r.placedAt)} (UTC+05:45)`, { width: half });
  doc.text(`Status: ${r.status.replace(/_/g, ' ')}`, { width: half });
  doc.text(r.fulfilmentType === 'pickup' ? 'Fulfilment: pickup at the counter' : 'Fulfilment: home delivery', { width: half });
  const leftEnd = doc.y;

  const x = MARGIN + WIDTH / 2 + 10;
  bold(doc, 9.5).text('Customer', x, top, { width: half });
  regular(doc, 9.5).text(r.customer.name, { width: half });
  regular(doc, 9.5, GREY).text(r.customer.email, { width: half });
  if (r.deliverTo) {
    bold(doc, 9.5).text('Deliver to', { width: half });
    regular(doc, 9.5).text(`${r.deliverTo.name}, ${r.deliverTo.phone}`, { width: half });
    for (const l of r.deliverTo.lines) doc.text(l, { width: half });
  }
  doc.y = Math.max(leftEnd, doc.y) + 14;
}

function tableHead(doc: Doc): void {
  const y = doc.y;
  bold(doc, 9.5);
  doc.text('Item', COLS.item[0], y, { width: COLS.item[1] });
  doc.text('Qty', COLS.qty[0], y, { width: COLS.qty[1], align: 'right' });
  doc.text('Unit price', COLS.unit[0], y, { width: COLS.unit[1], align: 'right' });
  doc.text('Amount', COLS.amount[0], y, { width: COLS.amount[1], align: 'right' });
  rule(doc, doc.y + 3, 0.8);
  doc.y += 8;
}

/** The grey lines under a line's name: variant and SKU, serials, units that will not ship. */
function lineDetails(l: ReceiptLine): string[] {
  const details = [[l.variant && `Variant: ${l.variant}`, l.sku && `SKU: ${l.sku}`].filter(Boolean).join('   ')];
  if (l.serials.length) details.push(`Serial${l.serials.length > 1 ? 's' : ''}: ${l.serials.join(', ')}`);
  if (l.notShipping) details.push(`${l.notShipping} of ${l.quantity} not shipped (unavailable or cancelled)`);
  return details.filter(Boolean);
}

function lineRow(doc: Doc, l: ReceiptLine): void {
  const details = lineDetails(l).join('\n');
  const height =
    bold(doc, 10).heightOfString(l.name, { width: COLS.item[1] }) + (details ? regular(doc, 8.5).heightOfString(details, { width: COLS.item[1] }) : 0);
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    tableHead(doc);
  }
  const y = doc.y;
  bold(doc, 10).text(l.name, COLS.item[0], y, { width: COLS.item[1] });
  if (details) regular(doc, 8.5, GREY).text(details, { width: COLS.item[1] });
  const end = doc.y;
  regular(doc, 10);
  doc.text(String(l.quantity), COLS.qty[0], y, { width: COLS.qty[1], align: 'right' });
  doc.text(rupees(l.unitPrice), COLS.unit[0], y, { width: COLS.unit[1], align: 'right' });
  doc.text(rupees(l.lineTotal), COLS.amount[0], y, { width: COLS.amount[1], align: 'right' });
  rule(doc, end + 4);
  doc.y = end + 9;
}

function totals(doc: Doc, r: ReceiptData): void {
  const m = r.money;
  const rows: Array<[string, number, boolean?]> = [['Subtotal', m.subtotal]];
  if (m.discountAmount) rows.push(['Discount', -m.discountAmount]);
  rows.push(['Shipping', m.shippingAmount]);
  if (m.shippingDiscountAmount) rows.push(['Shipping discount', -m.shippingDiscountAmount]);
  rows.push(['Grand total', m.grandTotal, true]);
  if (m.refundedAmount) rows.push(['Refunded', -m.refundedAmount]);
  if (doc.y + rows.length * 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  for (const [label, amount, strong] of rows) {
    const y = doc.y;
    (strong ? bold(doc, 11.5) : regular(doc, 10)).text(label, COLS.unit[0] - 100, y, { width: COLS.unit[1] + 100, align: 'right' });
    doc.text(rupees(amount), COLS.amount[0], y, { width: COLS.amount[1], align: 'right' });
    doc.y += 2;
  }
}

function payment(doc: Doc, r: ReceiptData): void {
  doc.moveDown(1);
  bold(doc, 10).text('Payment', MARGIN, doc.y, { width: WIDTH });
  regular(doc, 10).text(`Payment method: ${paymentMethodText(r.paymentMethod)}`, { width: WIDTH });
  const cod = codStateText(r);
  if (cod) doc.text(cod, { width: WIDTH });
  else doc.text(`Paid: ${rupees(r.money.paidAmount)}`, { width: WIDTH });
  doc.moveDown(1.5);
  regular(doc, 8.5, GREY).text(
    `${RECEIPT_TITLE}. This document records your purchase from ${r.shop.name}; it is not a VAT or tax invoice. Generated ${kathmanduTime(new Date())}.`,
    { width: WIDTH },
  );
}

/** The receipt as an A4 PDF (generated on demand, nothing stored). */
export function renderReceipt(r: ReceiptData): Promise<Buffer> {
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: fonts.regular as unknown as string,
    info: { Title: `${RECEIPT_TITLE} ${r.orderNumber}`, Author: r.shop.name },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, r);
  orderBlock(doc, r);
  tableHead(doc);
  for (const l of r.lines) lineRow(doc, l);
  doc.y += 4;
  totals(doc, r);
  payment(doc, r);
  doc.end();
  return done;
}

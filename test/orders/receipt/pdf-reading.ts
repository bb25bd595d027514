import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading a PDF back as a person would: its text (pdf.js getTextContent, through the fonts' ToUnicode maps) and
 * its first page drawn to PNG (pdf.js onto a Skia canvas). npm packages only: no poppler, no system fonts.
 */

const open = (pdf: Buffer) => getDocument({ data: new Uint8Array(pdf), disableFontFace: true, isEvalSupported: false, useSystemFonts: false }).promise;

/** Each page's text, one text run a line. */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  const doc = await open(pdf);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The fonts a page uses, as the PDF names them (e.g. "ABCDEF+NotoSansDevanagari-Regular"). */
export async function pdfFontNames(pdf: Buffer): Promise<string[]> {
  const doc = await open(pdf);
  try {
    const page = await doc.getPage(1);
    await page.getTextContent();
    const ops = await page.getOperatorList();
    const ids = new Set<string>();
    for (let i = 0; i < ops.fnArray.length; i++)
      if (ops.argsArray[i]?.[0] && typeof ops.argsArray[i][0] === 'string' && ops.argsArray[i][0].startsWith('g_')) ids.add(ops.argsArray[i][0]);
    return [...ids].map((id) => (page.commonObjs.has(id) ? ((page.commonObjs.get(id) as { name?: string }).name ?? id) : id));
  } finally {
    await doc.destroy();
  }
}

export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  /** the share of dark pixels (luminance below 128) in a box given in PDF points from the top left */
  darkShare(box: { x: number; y: number; width: number; height: number }): number;
}

/** Page 1 drawn at `scale` (1 = 72 dpi) on a white canvas. */
export async function renderFirstPage(pdf: Buffer, scale = 1.5): Promise<RenderedPage> {
  const doc = await open(pdf);
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js types its canvas as the DOM's; Skia's canvas answers the same calls
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const darkShare = (box: { x: number; y: number; width: number; height: number }) => {
      const [x0, y0] = [Math.floor(box.x * scale), Math.floor(box.y * scale)];
      const [x1, y1] = [Math.min(canvas.width, Math.ceil((box.x + box.width) * scale)), Math.min(canvas.height, Math.ceil((box.y + box.height) * scale))];
      let dark = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * canvas.width + x) * 4;
          if (0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]! < 128) dark++;
        }
      }
      return dark / Math.max(1, (x1 - x0) * (y1 - y0));
    };
    return { png: canvas.toBuffer('image/png'), width: canvas.width, height: canvas.height, darkShare };
  } finally {
    await doc.destroy();
  }
}

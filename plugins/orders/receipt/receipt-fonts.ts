import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The receipt's typeface: Noto Sans Devanagari (SIL Open Font License 1.1) as the TTF files of the npm package
 * @expo-google-fonts/noto-sans-devanagari. The Google Fonts build of it carries Latin besides Devanagari, so one
 * font prints English and Nepali alike (names, addresses, product names). Resolved through node_modules, so the
 * same lookup works from the sources and from dist/.
 */
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FILES = {
  regular: `${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  bold: `${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`,
} as const;

export type ReceiptFontName = keyof typeof FILES;

const resolve = createRequire(import.meta.url).resolve;
let loaded: Record<ReceiptFontName, Buffer> | null = null;

/** The font files' bytes, read once (each PDF embeds a subset of them). */
export function receiptFonts(): Record<ReceiptFontName, Buffer> {
  loaded ??= { regular: readFileSync(resolve(FILES.regular)), bold: readFileSync(resolve(FILES.bold)) };
  return loaded;
}

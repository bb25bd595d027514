import type { Readable } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const COMMA = 0x2c;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Counts the CSV's non-blank records (header included) on the raw bytes, honouring quoted cells: the
 * first pass of an import needs only the total, and parsing every cell just to count them would double
 * the import's garbage. Stops early once `stopAbove` is passed. Well-formedness is left to the parsing pass.
 */
export async function countCsvRecords(input: Readable, stopAbove: number): Promise<number> {
  let count = 0;
  let quoted = false;
  let content = false;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === QUOTE) {
          quoted = !quoted; // an escaped "" toggles twice
          content = true;
        } else if (b === LF && !quoted) {
          if (content) count++;
          content = false;
        } else if (b !== CR && b !== COMMA && b !== SPACE && b !== TAB) {
          content = true;
        }
      }
      if (count > stopAbove) return count;
    }
    if (content) count++;
    return count;
  } finally {
    input.destroy();
  }
}

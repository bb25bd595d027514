import { escapeHtml } from '../../core/mail/template.js';

export type Block = { kind: 'paragraph' | 'subheading'; text: string };

const SUBHEADING = '## ';

/**
 * bodyMarkdown as spec 01 defines it: blank-line-separated blocks; a block starting with `## ` is a
 * subheading, any other block a paragraph. Nothing else is markup: bold markers, links and raw HTML stay
 * literal text (escaped in the HTML part).
 */
export function blocksOf(markdown: string): Block[] {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // one or more blank lines (a line of only spaces or tabs is blank) separate blocks
      .split(/\n(?:[ \t]*\n)+/)
      .map((b) => b.replace(/^\n+/, '').trimEnd())
      .filter((b) => b.trim() !== '')
      .map((b) => (b.startsWith(SUBHEADING) ? { kind: 'subheading', text: b.slice(SUBHEADING.length).trim() } : { kind: 'paragraph', text: b }))
  );
}

/** The HTML of the body: `<h2>` and `<p>` only, every character of the text escaped, line breaks kept as `<br>`. */
export function renderHtml(markdown: string): string {
  return blocksOf(markdown)
    .map((b) => {
      const text = escapeHtml(b.text).replace(/\n/g, '<br>\n');
      return b.kind === 'subheading' ? `<h2>${text}</h2>` : `<p>${text}</p>`;
    })
    .join('\n');
}

/** The plain-text part: the blocks as they are (a subheading without its `## `), separated by blank lines. */
export function renderText(markdown: string): string {
  return blocksOf(markdown)
    .map((b) => b.text)
    .join('\n\n');
}

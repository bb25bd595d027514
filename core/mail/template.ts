export type TemplateValues = Record<string, string | number>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplate<V extends TemplateValues> {
  render(values: V): RenderedMail;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

function fill(template: string, values: TemplateValues, escape: (v: string) => string): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`mail template: no value for {{${name}}}`);
    return escape(String(values[name]));
  });
}

/** Plain text as HTML: escaped, paragraphs on blank lines, <br> on single line breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * A mail with `{{name}}` placeholders. Values are inserted as they are into the subject and text, and
 * HTML-escaped into the html; without an html template the html is the escaped text. A placeholder
 * with no value throws, so a broken template never goes out half-filled.
 */
export function mailTemplate<V extends TemplateValues>(template: { subject: string; text: string; html?: string }): MailTemplate<V> {
  return {
    render(values: V): RenderedMail {
      const text = fill(template.text, values, (v) => v);
      return {
        subject: fill(template.subject, values, (v) => v)
          .replace(/\s+/g, ' ')
          .trim(),
        text,
        html: template.html === undefined ? textToHtml(text) : fill(template.html, values, escapeHtml),
      };
    },
  };
}

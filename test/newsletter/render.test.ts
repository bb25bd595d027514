import { blocksOf, renderHtml, renderText } from '../../plugins/newsletter/render-markdown.js';

describe('bodyMarkdown rendering (spec 01: paragraphs and `## ` subheadings, everything else literal)', () => {
  const body =
    '## Spring <sale>\r\n\r\nHello **friend**, see [our shop](https://x.test) & <script>alert(1)</script>\nsecond line\n\n\n##not a heading\n\n   \n\n  ## indented is literal\n\n# one hash is literal';

  it('splits blank-line-separated blocks; `## ` starts a subheading', () => {
    expect(blocksOf(body)).toEqual([
      { kind: 'subheading', text: 'Spring <sale>' },
      { kind: 'paragraph', text: 'Hello **friend**, see [our shop](https://x.test) & <script>alert(1)</script>\nsecond line' },
      { kind: 'paragraph', text: '##not a heading' },
      { kind: 'paragraph', text: '  ## indented is literal' },
      { kind: 'paragraph', text: '# one hash is literal' },
    ]);
  });

  it('a run of blank lines, some holding only spaces or tabs, is one separator', () => {
    expect(blocksOf('Intro\n\n \n\t\n## Deals\n\nEnd')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'subheading', text: 'Deals' },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('HTML: only <h2> and <p>, every character of the text escaped (raw HTML, bold and links arrive as text)', () => {
    expect(renderHtml(body)).toBe(
      [
        '<h2>Spring &lt;sale&gt;</h2>',
        '<p>Hello **friend**, see [our shop](https://x.test) &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br>\nsecond line</p>',
        '<p>##not a heading</p>',
        '<p>  ## indented is literal</p>',
        '<p># one hash is literal</p>',
      ].join('\n'),
    );
  });

  it('plain text: the blocks as written, a subheading without its marker', () => {
    expect(renderText(body)).toBe(
      'Spring <sale>\n\nHello **friend**, see [our shop](https://x.test) & <script>alert(1)</script>\nsecond line\n\n##not a heading\n\n  ## indented is literal\n\n# one hash is literal',
    );
  });

  it('an empty or blank body renders to nothing', () => {
    expect(renderHtml(' \n\n \n')).toBe('');
    expect(renderText('')).toBe('');
  });
});

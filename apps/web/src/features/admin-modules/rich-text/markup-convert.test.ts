import { describe, expect, it } from 'vitest';
import { docToMarkup, markupToHtml } from './markup-convert';

const text = (value: string, ...marks: { type: string; attrs?: Record<string, unknown> }[]) => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });

describe('markupToHtml', () => {
  it('renders paragraphs, lists, bold and https links, escaped', () => {
    expect(markupToHtml('A <b> & **fett** [RKI](https://rki.de/?a=1&b=2)\n\n- eins\n- zwei')).toBe(
      '<p>A &lt;b&gt; &amp; <strong>fett</strong> <a href="https://rki.de/?a=1&amp;b=2">RKI</a></p>' +
        '<ul><li><p>eins</p></li><li><p>zwei</p></li></ul>',
    );
  });
});

describe('docToMarkup', () => {
  it('writes the safe markup and drops links that are not https', () => {
    const doc = {
      type: 'doc',
      content: [
        paragraph(
          text('Mehr '),
          text('beim RKI', { type: 'bold' }, { type: 'link', attrs: { href: 'https://www.rki.de' } }),
          text(' und '),
          text('dort', { type: 'link', attrs: { href: 'javascript:alert(1)' } }),
        ),
        { type: 'paragraph' },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph(text('eins'))] },
            {
              type: 'listItem',
              content: [
                paragraph(text('zwei', { type: 'bold' })),
                { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('drei'))] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(docToMarkup(doc)).toBe('Mehr **[beim RKI](https://www.rki.de)** und dort\n\n- eins\n- **zwei**\n- drei');
  });

  it('round-trips the markup through the editor document shape', () => {
    const source = 'Erster **Absatz** mit [Link](https://example.org/a)\n\n- Punkt eins\n- Punkt zwei';
    const html = markupToHtml(source);
    expect(html).toContain('<a href="https://example.org/a">Link</a>');
    expect(
      docToMarkup({
        content: [
          paragraph(
            text('Erster '),
            text('Absatz', { type: 'bold' }),
            text(' mit '),
            text('Link', { type: 'link', attrs: { href: 'https://example.org/a' } }),
          ),
          {
            type: 'bulletList',
            content: [
              { type: 'listItem', content: [paragraph(text('Punkt eins'))] },
              { type: 'listItem', content: [paragraph(text('Punkt zwei'))] },
            ],
          },
        ],
      }),
    ).toBe(source);
  });
});

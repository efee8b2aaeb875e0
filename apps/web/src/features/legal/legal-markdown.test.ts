import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseLegalMarkdown, titleOf } from './legal-markdown';

describe('parseLegalMarkdown', () => {
  it('reads headings, paragraphs over several lines and lists', () => {
    const blocks = parseLegalMarkdown(
      '# Terms\r\n\nFirst line\nsecond line.\n\n## Accounts\n- one\n  continued\n* two\n\nAfter.',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Terms' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line second line.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Accounts' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'one continued' }], [{ kind: 'text', text: 'two' }]],
      },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'After.' }] },
    ]);
    expect(titleOf(blocks)).toBe('Terms');
  });

  it('reads strong, emphasis and links, nested', () => {
    expect(parseInline('Use **Contact us** or _see_ the [**Privacy** Policy](/privacy).')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'Contact us' }] },
      { kind: 'text', text: ' or ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'see' }] },
      { kind: 'text', text: ' the ' },
      {
        kind: 'link',
        href: '/privacy',
        children: [
          { kind: 'strong', children: [{ kind: 'text', text: 'Privacy' }] },
          { kind: 'text', text: ' Policy' },
        ],
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps HTML as text and drops links that could run code or leave by a protocol-relative path', () => {
    const blocks = parseLegalMarkdown(
      '<script>alert(1)</script> [x](javascript:alert) [y](//evil.example) [z](data:text/html,1)',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: '<script>alert(1)</script> ' },
          { kind: 'text', text: 'x' },
          { kind: 'text', text: ' ' },
          { kind: 'text', text: 'y' },
          { kind: 'text', text: ' ' },
          { kind: 'text', text: 'z' },
        ],
      },
    ]);
    expect(
      ['/terms-conditions', '#top', 'https://a.example', 'mailto:a@b.c'].map(isSafeHref),
    ).toEqual([true, true, true, true]);
  });
});

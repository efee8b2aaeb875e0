/**
 * The small Markdown the legal texts are written in (docs/legal-pages.md): `#`-`###` headings,
 * paragraphs, `-` or `*` lists, `**strong**`, `_emphasis_` and `[links](/path)`. Parsed into
 * plain data that React renders as elements, so nothing in an operator's file reaches the page
 * as HTML: `<script>` stays text, and a link goes only to this site, http(s) or mailto.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'emphasis'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;
const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Same-site paths and fragments, web addresses and mail; never `javascript:` or `data:`. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href);
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, emphasis, label, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (emphasis !== undefined)
      out.push({ kind: 'emphasis', children: parseInline(emphasis) });
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      out.push({ kind: 'link', href, children: parseInline(label) });
    else out.push({ kind: 'text', text: label ?? whole });
    rest = rest.slice(match.index + whole.length);
  }
  if (rest !== '') out.push({ kind: 'text', text: rest });
  return out;
}

export function parseLegalMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list.length > 0) blocks.push({ kind: 'list', items: list.map(parseInline) });
    paragraph = [];
    list = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
    } else if (item) {
      if (paragraph.length > 0) flush();
      list.push(item[1] ?? '');
    } else if (list.length > 0) {
      // A line under a list item continues that item.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The words of the first heading, for the document title. */
export function titleOf(blocks: Block[]): string {
  const heading = blocks.find((block) => block.kind === 'heading');
  const words = (content: Inline[]): string =>
    content.map((part) => (part.kind === 'text' ? part.text : words(part.children))).join('');
  return heading?.kind === 'heading' ? words(heading.content) : '';
}

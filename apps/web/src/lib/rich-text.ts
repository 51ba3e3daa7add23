/** A run of text inside a paragraph or list item; `bold` for **text**, `href` for [text](https://…). */
export interface TextRun {
  text: string;
  bold: boolean;
  href?: string;
}

export type RichTextBlock = { kind: 'paragraph'; runs: TextRun[] } | { kind: 'list'; items: TextRun[][] };

/** Only https links are markup; `[text](http://…)` and the like stay literal text. */
const LINK = /\[([^\]\n]+)\]\((https:\/\/[^\s)]+)\)/g;

function splitLinks(text: string, bold: boolean): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold });
    runs.push({ text: match[1] ?? '', bold, href: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold });
  return runs;
}

/** Splits `**bold**` markers and `[text](https://…)` links into runs; an unmatched `**` stays literal. */
export function parseInline(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push(...splitLinks(text.slice(last, match.index), false));
    runs.push(...splitLinks(match[1] ?? '', true));
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push(...splitLinks(text.slice(last), false));
  return runs;
}

/**
 * The lightweight markup of module content (schemas/module-content.ts): paragraphs separated by
 * blank lines, lines starting with "- " are list items, **bold** and [links](https://…) inline. Lines of one paragraph
 * are joined with a space; indentation is ignored.
 */
export function parseRichText(source: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', runs: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', items: list.map(parseInline) });
    paragraph = null;
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('- ')) {
      if (paragraph) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else {
      if (list) flush();
      paragraph ??= [];
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

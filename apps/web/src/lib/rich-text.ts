/** A run of text inside a paragraph or list item; `bold` for **text**. */
export interface TextRun {
  text: string;
  bold: boolean;
}

export type RichTextBlock = { kind: 'paragraph'; runs: TextRun[] } | { kind: 'list'; items: TextRun[][] };

/** Splits `**bold**` markers into runs; an unmatched `**` stays literal. */
export function parseInline(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false });
  return runs;
}

/**
 * The lightweight markup of module content (schemas/module-content.ts): paragraphs separated by
 * blank lines, lines starting with "- " are list items, **bold** inline. Lines of one paragraph
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

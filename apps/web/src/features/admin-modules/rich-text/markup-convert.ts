import { parseRichText, type TextRun } from '../../../lib/rich-text';

/** The part of tiptap's JSON document this editor produces (StarterKit subset plus links). */
export interface EditorNode {
  type?: string;
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: EditorNode[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const HTTPS = /^https:\/\/\S+$/i;

function runToHtml(run: TextRun): string {
  let html = escapeHtml(run.text);
  if (run.href && HTTPS.test(run.href)) html = `<a href="${escapeHtml(run.href)}">${html}</a>`;
  return run.bold ? `<strong>${html}</strong>` : html;
}

/** The safe markup as HTML for the editor to start from (escaped; only <p>, <ul>, <li>, <strong>, <a>). */
export function markupToHtml(source: string): string {
  return parseRichText(source)
    .map((block) =>
      block.kind === 'paragraph'
        ? `<p>${block.runs.map(runToHtml).join('')}</p>`
        : `<ul>${block.items.map((runs) => `<li><p>${runs.map(runToHtml).join('')}</p></li>`).join('')}</ul>`,
    )
    .join('');
}

function inlineToMarkup(nodes: EditorNode[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'hardBreak') return ' ';
      if (node.type !== 'text' || !node.text) return inlineToMarkup(node.content);
      const text = node.text.replace(/\s*\n\s*/g, ' ');
      const href = node.marks?.find((m) => m.type === 'link')?.attrs?.href;
      const linked = typeof href === 'string' && HTTPS.test(href) ? `[${text.replace(/[[\]]/g, '')}](${href})` : text;
      return node.marks?.some((m) => m.type === 'bold') ? `**${linked}**` : linked;
    })
    .join('')
    .replace(/\*\*\*\*/g, '');
}

function listItems(list: EditorNode): string[] {
  return (list.content ?? []).flatMap((item) => {
    const own = (item.content ?? []).filter((c) => c.type === 'paragraph');
    const nested = (item.content ?? []).filter((c) => c.type === 'bulletList' || c.type === 'orderedList');
    const text = own
      .map((p) => inlineToMarkup(p.content).trim())
      .filter(Boolean)
      .join(' ');
    return [...(text ? [`- ${text}`] : []), ...nested.flatMap(listItems)];
  });
}

/**
 * The editor's document as the safe markup (DESIGN §6): paragraphs, "- " lists (nested lists
 * flattened), **bold** and https links; everything else keeps only its text.
 */
export function docToMarkup(doc: EditorNode): string {
  return (doc.content ?? [])
    .map((block) => {
      if (block.type === 'bulletList' || block.type === 'orderedList') return listItems(block).join('\n');
      return inlineToMarkup(block.content).trim();
    })
    .filter(Boolean)
    .join('\n\n');
}

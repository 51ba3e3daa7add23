const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;
const NOT_HTTPS_LINK = /\[([^\]\n]+)\]\((?!https:\/\/)(?:[^()\n]|\([^()\n]*\))*\)/g;
const ANY_LINK = /\[([^\]\n]+)\]\((?:[^()\n]|\([^()\n]*\))*\)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Applies one cleaning pass until nothing changes. A single pass is not enough: removing one
 * thing can put another together (`<<b>script>` leaves `<script>`, a control character inside
 * `<\u0001b>` hides a tag), so a cleaned text cleaned again would differ. Every pass that changes
 * the text makes it shorter or replaces a line break or tab by a space, so the loop ends; the
 * result is a fixed point: `clean(clean(x)) === clean(x)`.
 */
function untilStable(source: string, pass: (text: string) => string): string {
  let text = source;
  for (;;) {
    const next = pass(text);
    if (next === text) return text;
    text = next;
  }
}

const dropTags = (text: string) => text.replace(TAG, '').replace(COMMENT, '');

function markupPass(source: string): string {
  return dropTags(source.replace(/\r\n?/g, '\n'))
    .replace(NOT_HTTPS_LINK, '$1')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function plainPass(source: string): string {
  return dropTags(source).replace(ANY_LINK, '$1').replaceAll('**', '').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/**
 * The safe rich-text markup of module pages and product texts (schemas/module-content.ts):
 * paragraphs separated by blank lines, lines starting with "- " are list items, **bold** and
 * [links](https://…) inline. Everything else is plain text, rendered as text (never as HTML).
 * Staff input is normalised to it: HTML tags and control characters are dropped, links to
 * anything but https:// keep only their text, line endings unified, runs of blank lines
 * collapsed, trailing blanks removed; repeated until nothing changes.
 */
export function sanitizeSafeMarkup(source: string): string {
  return untilStable(source, markupPass);
}

/**
 * Plain text for what the web shows as text, not markup (page titles, question and answer texts,
 * explanations): tags, bold marks and control characters dropped, links reduced to their text, all
 * white space one blank. Stripped rather than refused, as for the page bodies, so pasted text
 * saves; a member never sees escaped tags or `**`.
 */
export function toPlainText(source: string): string {
  return untilStable(source, plainPass);
}

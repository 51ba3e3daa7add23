/**
 * The safe rich-text markup of module pages and product texts (schemas/module-content.ts):
 * paragraphs separated by blank lines, lines starting with "- " are list items, **bold** and
 * [links](https://…) inline. Everything else is plain text, rendered as text (never as HTML).
 * Staff input is normalised to it: HTML tags and control characters are dropped, links to
 * anything but https:// keep only their text, line endings unified, runs of blank lines
 * collapsed, trailing blanks removed.
 */
export function sanitizeSafeMarkup(source: string): string {
  return (
    source
      .replace(/\r\n?/g, '\n')
      // Tags are never markup here: drop them, keep their text.
      .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\[([^\]\n]+)\]\((?!https:\/\/)(?:[^()\n]|\([^()\n]*\))*\)/g, '$1')
      // Control characters except tab and newline.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

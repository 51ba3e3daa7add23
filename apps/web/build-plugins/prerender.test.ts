// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, stylesheetsOf } from './prerender';

describe('stylesheetsOf', () => {
  const chunks: BuiltChunk[] = [
    { fileName: 'entry.js', moduleIds: ['/src/main.tsx'], imports: [], css: ['entry.css'] },
    { fileName: 'shared.js', moduleIds: ['/src/a.tsx', '/src/b.tsx'], imports: ['entry.js'], css: ['shared.css'] },
    { fileName: 'page.js', moduleIds: ['/src/page.tsx'], imports: ['shared.js'], css: ['page.css'] },
    { fileName: 'other.js', moduleIds: ['/src/other.tsx'], imports: [], css: ['other.css'] },
  ];

  it("collects the stylesheets of the modules' chunks and of what they import", () => {
    expect(stylesheetsOf(chunks, ['/src/page.tsx', '/src/a.tsx']).sort()).toEqual([
      'entry.css',
      'page.css',
      'shared.css',
    ]);
  });

  it('fails the build for a module that no chunk holds', () => {
    expect(() => stylesheetsOf(chunks, ['/src/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});

import type { ContentPage, ModuleContent, QuizQuestion } from '@apopunkt/domain/schemas/module-content';
import type { SeedModule } from './types';

/**
 * Compact builders for the seed content. Quiz options are written as strings; a leading "*"
 * marks a correct option. Option ids are derived from the question id: 'q1' → 'q1a', 'q1b', …
 */

const OPTION_LETTERS = 'abcdefgh';

function options(questionId: string, texts: string[]): QuizQuestion['options'] {
  return texts.map((raw, index) => {
    const correct = raw.startsWith('*');
    return { id: `${questionId}${OPTION_LETTERS[index]}`, text: correct ? raw.slice(1) : raw, correct };
  });
}

export function single(id: string, text: string, opts: string[], explanation: string): QuizQuestion {
  return { id, text, kind: 'single', options: options(id, opts), explanation };
}

export function multiple(id: string, text: string, opts: string[], explanation: string): QuizQuestion {
  return { id, text, kind: 'multiple', options: options(id, opts), explanation };
}

export function text(title: string, body: string): ContentPage {
  return { kind: 'text', title, body: dedent(body) };
}

export function image(title: string, illustration: string, alt: string, caption?: string): ContentPage {
  return { kind: 'image', title, src: illustrationPath(illustration), alt, ...(caption ? { caption } : {}) };
}

export function video(
  title: string,
  slug: string,
  transcript: string,
  durationSeconds: number,
): Extract<ContentPage, { kind: 'video' }> {
  return {
    kind: 'video',
    title,
    src: `/media/seed/video/${slug}.webm`,
    poster: moduleCover(slug),
    transcript: dedent(transcript),
    durationSeconds,
  };
}

export function download(title: string, description: string, fileName: string): ContentPage {
  return { kind: 'download', title, description, fileName, href: downloadPath(fileName) };
}

export function content(pages: ContentPage[], questions: QuizQuestion[], passMarkPercent = 70): ModuleContent {
  return { pages, questions, passMarkPercent };
}

/** Removes the common indentation of template literals and trims surrounding blank lines. */
export function dedent(value: string): string {
  const lines = value.replace(/^\n+|\s+$/g, '').split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => line.match(/^ */)?.[0].length ?? 0);
  const indent = Math.min(...indents);
  return lines.map((line) => line.slice(indent)).join('\n');
}

export const moduleThumb = (slug: string) => `/media/seed/modules/${slug}-thumb.svg`;
export const moduleCover = (slug: string) => `/media/seed/modules/${slug}-cover.svg`;
export const productThumb = (slug: string) => `/media/seed/products/${slug}-thumb.svg`;
export const productBanner = (slug: string) => `/media/seed/products/${slug}-banner.svg`;
export const logoPath = (slug: string) => `/media/seed/logos/${slug}.svg`;
export const illustrationPath = (name: string) => `/media/seed/illustrations/${name}.svg`;
export const downloadPath = (fileName: string) => `/media/seed/downloads/${fileName}`;
export const externalPath = (fileName: string) => `/media/seed/external/${fileName}`;

/** Module images derived from the slug. */
export function images(slug: string): { thumbnail: string; coverImage: string } {
  return { thumbnail: moduleThumb(slug), coverImage: moduleCover(slug) };
}

/** A module whose thumbnail and cover are derived from its slug. */
export function seedModule(m: Omit<SeedModule, 'thumbnail' | 'coverImage'>): SeedModule {
  return { ...m, ...images(m.slug) };
}

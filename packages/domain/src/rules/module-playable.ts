import type { ModuleContent } from '../schemas/module-content';

/** What a module may lack before learners can play it. */
export const PLAY_REQUIREMENTS = ['pages', 'quiz'] as const;
export type PlayRequirement = (typeof PLAY_REQUIREMENTS)[number];

/** German names of what is missing, as the editor and the API's 409 name them. */
export const PLAY_REQUIREMENT_LABELS: Record<PlayRequirement, string> = {
  pages: 'mindestens eine Inhaltsseite oder ein externer Inhalt',
  quiz: 'ein Quiz mit mindestens einer Frage',
};

/** What decides whether a module is playable: its parsed content, its external page and its SCORM package. */
export interface PlayableParts {
  /** The content document as the schema reads it; null when there is none (or it does not parse). */
  content: Pick<ModuleContent, 'pages' | 'questions'> | null;
  contentUrl: string | null;
  scormPackage: unknown | null;
}

/**
 * What a module lacks to be played (empty: playable). The player needs either a SCORM package
 * (the package brings its own content and test), or something to learn (a page or an external
 * content page) followed by a quiz with at least one question: without a quiz an attempt cannot
 * start (409 "noch kein Quiz"). The one definition for the API's check and the staff editor.
 */
export function missingForPlay(parts: PlayableParts): PlayRequirement[] {
  if (parts.scormPackage) return [];
  const missing: PlayRequirement[] = [];
  if ((parts.content?.pages.length ?? 0) === 0 && !parts.contentUrl) missing.push('pages');
  if ((parts.content?.questions.length ?? 0) === 0) missing.push('quiz');
  return missing;
}

/** The sentence staff read when a module cannot be shown yet. */
export function notPlayableText(missing: readonly PlayRequirement[]): string {
  const list = missing.map((m) => PLAY_REQUIREMENT_LABELS[m]).join(' und ');
  return `Das Modul kann erst sichtbar geschaltet werden, wenn es spielbar ist. Es fehlt: ${list}.`;
}

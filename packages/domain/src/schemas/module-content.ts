import { z } from 'zod';
import { textSchema } from './common';

/**
 * A module's content document (DESIGN §6): ordered pages followed by quiz questions. Stored as
 * JSON on the module; the player receives it without `correct` flags and explanations.
 */
export const richTextPageSchema = z.object({
  kind: z.literal('text'),
  title: textSchema().min(1),
  /** Lightweight markup: paragraphs separated by blank lines, lines starting with "- " are list items, **bold**. */
  body: textSchema().min(1),
});

export const imagePageSchema = z.object({
  kind: z.literal('image'),
  title: textSchema().min(1),
  /** Path under /media or an inline SVG data URL; never an external host. */
  src: textSchema().min(1),
  alt: textSchema().min(1),
  caption: textSchema().optional(),
});

export const videoPageSchema = z.object({
  kind: z.literal('video'),
  title: textSchema().min(1),
  src: textSchema().min(1),
  poster: textSchema().optional(),
  /** Transcript shown below the video (accessibility). */
  transcript: textSchema().min(1),
  durationSeconds: z.number().int().positive(),
});

export const downloadPageSchema = z.object({
  kind: z.literal('download'),
  title: textSchema().min(1),
  description: textSchema().min(1),
  fileName: textSchema().min(1),
  href: textSchema().min(1),
});

export const contentPageSchema = z.discriminatedUnion('kind', [
  richTextPageSchema,
  imagePageSchema,
  videoPageSchema,
  downloadPageSchema,
]);
export type ContentPage = z.infer<typeof contentPageSchema>;

export const quizOptionSchema = z.object({
  id: textSchema().min(1),
  text: textSchema().min(1),
  correct: z.boolean(),
});

export const quizQuestionSchema = z
  .object({
    id: textSchema().min(1),
    text: textSchema().min(1),
    kind: z.enum(['single', 'multiple']),
    options: z.array(quizOptionSchema).min(2).max(8),
    explanation: textSchema().min(1),
  })
  .refine((q) => q.options.some((o) => o.correct), { message: 'Mindestens eine Antwort muss richtig sein' })
  .refine((q) => q.kind === 'multiple' || q.options.filter((o) => o.correct).length === 1, {
    message: 'Eine Single-Choice-Frage hat genau eine richtige Antwort',
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const moduleContentSchema = z.object({
  pages: z.array(contentPageSchema),
  questions: z.array(quizQuestionSchema).min(1),
  /** Share of correct questions needed to pass, in percent (default 70). */
  passMarkPercent: z.number().int().min(1).max(100).default(70),
});
export type ModuleContent = z.infer<typeof moduleContentSchema>;

/** What the player receives: the same document without solutions (DESIGN §3). */
export const playerQuestionSchema = z.object({
  id: textSchema(),
  text: textSchema(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: textSchema(), text: textSchema() })),
});
export const playerContentSchema = z.object({
  pages: z.array(contentPageSchema),
  questions: z.array(playerQuestionSchema),
});
export type PlayerContent = z.infer<typeof playerContentSchema>;

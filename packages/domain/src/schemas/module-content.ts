import { z } from 'zod';

/**
 * A module's content document (DESIGN §6): ordered pages followed by quiz questions. Stored as
 * JSON on the module; the player receives it without `correct` flags and explanations.
 */
export const richTextPageSchema = z.object({
  kind: z.literal('text'),
  title: z.string().min(1),
  /** Lightweight markup: paragraphs separated by blank lines, lines starting with "- " are list items, **bold**. */
  body: z.string().min(1),
});

export const imagePageSchema = z.object({
  kind: z.literal('image'),
  title: z.string().min(1),
  /** Path under /media or an inline SVG data URL; never an external host. */
  src: z.string().min(1),
  alt: z.string().min(1),
  caption: z.string().optional(),
});

export const videoPageSchema = z.object({
  kind: z.literal('video'),
  title: z.string().min(1),
  src: z.string().min(1),
  poster: z.string().optional(),
  /** Transcript shown below the video (accessibility). */
  transcript: z.string().min(1),
  durationSeconds: z.number().int().positive(),
});

export const downloadPageSchema = z.object({
  kind: z.literal('download'),
  title: z.string().min(1),
  description: z.string().min(1),
  fileName: z.string().min(1),
  href: z.string().min(1),
});

export const contentPageSchema = z.discriminatedUnion('kind', [
  richTextPageSchema,
  imagePageSchema,
  videoPageSchema,
  downloadPageSchema,
]);
export type ContentPage = z.infer<typeof contentPageSchema>;

export const quizOptionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  correct: z.boolean(),
});

export const quizQuestionSchema = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    kind: z.enum(['single', 'multiple']),
    options: z.array(quizOptionSchema).min(2).max(8),
    explanation: z.string().min(1),
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
  id: z.string(),
  text: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export const playerContentSchema = z.object({
  pages: z.array(contentPageSchema),
  questions: z.array(playerQuestionSchema),
});
export type PlayerContent = z.infer<typeof playerContentSchema>;

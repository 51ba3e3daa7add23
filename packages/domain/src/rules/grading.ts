import type { ModuleContent, PlayerContent } from '../schemas/module-content';

export interface SubmittedAnswer {
  questionId: string;
  optionIds: readonly string[];
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The right options; left out of what a failed attempt answers (resultsForPlayer). */
  correctOptionIds?: string[];
  explanation: string;
}

export interface Grade {
  passed: boolean;
  correct: number;
  total: number;
  results: QuestionResult[];
}

/** Passed when the share of correct answers reaches the pass mark (70 % unless the module says otherwise). */
export function hasPassed(correct: number, total: number, passMarkPercent: number): boolean {
  if (total <= 0) return false;
  return correct * 100 >= passMarkPercent * total;
}

/**
 * Grades a submission against the stored content, never against anything the client sent
 * besides its choices (DESIGN §5, anti-farming). A question counts as correct when the chosen
 * options are exactly its correct options: for single choice that is the one right option,
 * for multiple choice every right option and no wrong one. Unanswered questions and unknown
 * option ids count as wrong; answers to unknown questions are ignored.
 */
export function gradeAnswers(
  content: Pick<ModuleContent, 'questions' | 'passMarkPercent'>,
  answers: readonly SubmittedAnswer[],
): Grade {
  const chosen = new Map<string, Set<string>>();
  for (const answer of answers) {
    if (!chosen.has(answer.questionId)) chosen.set(answer.questionId, new Set(answer.optionIds));
  }
  const results = content.questions.map((question): QuestionResult => {
    const correctOptionIds = question.options.filter((o) => o.correct).map((o) => o.id);
    const picked = chosen.get(question.id) ?? new Set<string>();
    const correct = picked.size === correctOptionIds.length && correctOptionIds.every((id) => picked.has(id));
    return { questionId: question.id, correct, correctOptionIds, explanation: question.explanation };
  });
  const correct = results.filter((r) => r.correct).length;
  const total = results.length;
  return { passed: hasPassed(correct, total, content.passMarkPercent ?? 70), correct, total, results };
}

/**
 * What the player learns of a graded attempt (issue 8 §3): which questions were right or wrong and
 * every explanation; the right options only once the attempt passed, so failing never reveals
 * the answers for the next try.
 */
export function resultsForPlayer(grade: Grade): QuestionResult[] {
  if (grade.passed) return grade.results;
  return grade.results.map(({ correctOptionIds: _solution, ...rest }) => rest);
}

/** Seconds a careful reader needs at least, per page kind and per question. */
const SECONDS_PER_TEXT_PAGE = 10;
const SECONDS_PER_IMAGE_PAGE = 3;
const SECONDS_PER_QUESTION = 5;
const VIDEO_SHARE = 0.5;

/**
 * The minimum plausible duration of an attempt (DESIGN §5): a module may set it; otherwise it
 * follows from the content (reading time per page, half of every video, a few seconds per
 * question). Submissions faster than this are refused, which stops scripted point farming
 * without bothering anybody who actually reads.
 */
export function minimumAttemptSeconds(
  content: Pick<ModuleContent, 'pages' | 'questions'>,
  moduleMinSeconds?: number | null,
): number {
  if (moduleMinSeconds !== undefined && moduleMinSeconds !== null) return Math.max(0, moduleMinSeconds);
  let seconds = content.questions.length * SECONDS_PER_QUESTION;
  for (const page of content.pages) {
    if (page.kind === 'text') seconds += SECONDS_PER_TEXT_PAGE;
    else if (page.kind === 'image') seconds += SECONDS_PER_IMAGE_PAGE;
    else if (page.kind === 'video') seconds += page.durationSeconds * VIDEO_SHARE;
  }
  return Math.round(seconds);
}

/** The content as the player receives it: the same pages and questions without solutions or explanations. */
export function toPlayerContent(content: Pick<ModuleContent, 'pages' | 'questions'>): PlayerContent {
  return {
    pages: content.pages,
    questions: content.questions.map((q) => ({
      id: q.id,
      text: q.text,
      kind: q.kind,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
  };
}

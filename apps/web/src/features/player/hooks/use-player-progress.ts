import { useCallback, useEffect, useState } from 'react';

export type Answers = Record<string, string[]>;

export interface PlayerProgress {
  stage: 'content' | 'quiz';
  /** Index of the content page on screen (the external content counts as the last page). */
  page: number;
  /** The embedded content (contentUrl) reported completion. */
  externalDone: boolean;
  answers: Answers;
}

const INITIAL: PlayerProgress = { stage: 'content', page: 0, externalDone: false, answers: {} };
const key = (attemptId: string) => `apopunkt.attempt.${attemptId}`;

function read(attemptId: string, start: PlayerProgress): PlayerProgress {
  try {
    const stored = sessionStorage.getItem(key(attemptId));
    return stored ? { ...start, ...(JSON.parse(stored) as Partial<PlayerProgress>) } : start;
  } catch {
    return start;
  }
}

/**
 * Where the user is inside an attempt. The server resumes the attempt itself on reload; this keeps
 * the page, the embedded content's completion and the chosen answers with it (per tab). A retry
 * after a failed quiz starts at the quiz; the pages stay one click away.
 */
export function usePlayerProgress(attemptId: string, startAtQuiz: boolean) {
  const [progress, setProgress] = useState<PlayerProgress>(() =>
    read(attemptId, startAtQuiz ? { ...INITIAL, stage: 'quiz', externalDone: true } : INITIAL),
  );
  useEffect(() => {
    try {
      sessionStorage.setItem(key(attemptId), JSON.stringify(progress));
    } catch {
      // storage unavailable: progress lives only in memory
    }
  }, [attemptId, progress]);
  const update = useCallback((change: Partial<PlayerProgress>) => setProgress((p) => ({ ...p, ...change })), []);
  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(key(attemptId));
    } catch {
      // nothing to forget
    }
  }, [attemptId]);
  return { progress, update, forget };
}

import { describe, expect, it } from 'vitest';
import type { ModuleContent } from '../schemas/module-content';
import { gradeAnswers, hasPassed, minimumAttemptSeconds, toPlayerContent } from './grading';

const content: ModuleContent = {
  passMarkPercent: 70,
  pages: [
    { kind: 'text', title: 'Einleitung', body: 'Text' },
    { kind: 'image', title: 'Bild', src: '/media/a.svg', alt: 'Bild' },
    { kind: 'video', title: 'Video', src: '/media/v.webm', transcript: 'T', durationSeconds: 120 },
    { kind: 'download', title: 'PDF', description: 'D', fileName: 'a.pdf', href: '/media/a.pdf' },
  ],
  questions: [
    {
      id: 'q1',
      text: 'Single',
      kind: 'single',
      explanation: 'E1',
      options: [
        { id: 'q1a', text: 'A', correct: true },
        { id: 'q1b', text: 'B', correct: false },
      ],
    },
    {
      id: 'q2',
      text: 'Multiple',
      kind: 'multiple',
      explanation: 'E2',
      options: [
        { id: 'q2a', text: 'A', correct: true },
        { id: 'q2b', text: 'B', correct: true },
        { id: 'q2c', text: 'C', correct: false },
      ],
    },
    {
      id: 'q3',
      text: 'Single 2',
      kind: 'single',
      explanation: 'E3',
      options: [
        { id: 'q3a', text: 'A', correct: false },
        { id: 'q3b', text: 'B', correct: true },
      ],
    },
  ],
};

describe('gradeAnswers', () => {
  it('passes when every answer is right and reveals solutions with explanations', () => {
    const grade = gradeAnswers(content, [
      { questionId: 'q1', optionIds: ['q1a'] },
      { questionId: 'q2', optionIds: ['q2b', 'q2a'] },
      { questionId: 'q3', optionIds: ['q3b'] },
    ]);
    expect(grade).toMatchObject({ passed: true, correct: 3, total: 3 });
    expect(grade.results[1]).toEqual({
      questionId: 'q2',
      correct: true,
      correctOptionIds: ['q2a', 'q2b'],
      explanation: 'E2',
    });
  });

  it('counts a single-choice answer with two options as wrong', () => {
    const grade = gradeAnswers(content, [{ questionId: 'q1', optionIds: ['q1a', 'q1b'] }]);
    expect(grade.results[0]?.correct).toBe(false);
  });

  it('needs every correct option and no wrong one for multiple choice', () => {
    const partial = gradeAnswers(content, [{ questionId: 'q2', optionIds: ['q2a'] }]);
    const extra = gradeAnswers(content, [{ questionId: 'q2', optionIds: ['q2a', 'q2b', 'q2c'] }]);
    expect(partial.results[1]?.correct).toBe(false);
    expect(extra.results[1]?.correct).toBe(false);
  });

  it('treats missing answers, unknown options and unknown questions as wrong or ignored', () => {
    const grade = gradeAnswers(content, [
      { questionId: 'q1', optionIds: ['nope'] },
      { questionId: 'zz', optionIds: ['q1a'] },
    ]);
    expect(grade).toMatchObject({ passed: false, correct: 0, total: 3 });
  });

  it('uses the first answer when a question is answered twice', () => {
    const grade = gradeAnswers(content, [
      { questionId: 'q1', optionIds: ['q1b'] },
      { questionId: 'q1', optionIds: ['q1a'] },
    ]);
    expect(grade.results[0]?.correct).toBe(false);
  });

  it('applies the pass mark: 2 of 3 is 66 % and fails at 70 %, passes at 60 %', () => {
    const answers = [
      { questionId: 'q1', optionIds: ['q1a'] },
      { questionId: 'q2', optionIds: ['q2a', 'q2b'] },
    ];
    expect(gradeAnswers(content, answers).passed).toBe(false);
    expect(gradeAnswers({ ...content, passMarkPercent: 60 }, answers).passed).toBe(true);
  });
});

describe('hasPassed', () => {
  it('compares exactly at the mark and never passes without questions', () => {
    expect(hasPassed(7, 10, 70)).toBe(true);
    expect(hasPassed(6, 10, 70)).toBe(false);
    expect(hasPassed(0, 0, 70)).toBe(false);
    expect(hasPassed(1, 1, 100)).toBe(true);
  });
});

describe('minimumAttemptSeconds', () => {
  it('derives the minimum from pages, videos and questions', () => {
    // 10 (text) + 3 (image) + 60 (half of the video) + 0 (download) + 3 × 5 (questions)
    expect(minimumAttemptSeconds(content)).toBe(88);
  });
  it('prefers the module setting', () => {
    expect(minimumAttemptSeconds(content, 30)).toBe(30);
    expect(minimumAttemptSeconds(content, 0)).toBe(0);
    expect(minimumAttemptSeconds(content, null)).toBe(88);
  });
});

describe('toPlayerContent', () => {
  it('never hands out solutions or explanations', () => {
    const player = toPlayerContent(content);
    expect(JSON.stringify(player)).not.toMatch(/correct|explanation|E1/);
    expect(player.questions[1]?.options.map((o) => o.id)).toEqual(['q2a', 'q2b', 'q2c']);
    expect(player.pages).toHaveLength(4);
  });
});

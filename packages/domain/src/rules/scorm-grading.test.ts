import { describe, expect, it } from 'vitest';
import { gradeScormReport, scormScorePercent } from './scorm-grading';

describe('gradeScormReport', () => {
  it('SCORM 1.2: passed and completed count, failed fails, anything else is not final', () => {
    expect(gradeScormReport({ version: '1.2', lessonStatus: 'passed' }, 70)).toEqual({
      final: true,
      passed: true,
      scorePercent: null,
    });
    expect(gradeScormReport({ version: '1.2', lessonStatus: 'completed' }, 70)).toMatchObject({ passed: true });
    expect(gradeScormReport({ version: '1.2', lessonStatus: 'failed', scoreRaw: 95 }, 70)).toMatchObject({
      final: true,
      passed: false,
    });
    for (const lessonStatus of ['incomplete', 'browsed', 'not attempted'] as const) {
      expect(gradeScormReport({ version: '1.2', lessonStatus }, 70)).toEqual({ final: false });
    }
  });

  it('a reported score below the module pass mark fails even when the package says passed', () => {
    expect(gradeScormReport({ version: '1.2', lessonStatus: 'passed', scoreRaw: 60 }, 70)).toEqual({
      final: true,
      passed: false,
      scorePercent: 60,
    });
    expect(gradeScormReport({ version: '1.2', lessonStatus: 'passed', scoreRaw: 70 }, 70)).toMatchObject({
      passed: true,
    });
  });

  it('SCORM 2004: success status first, then completion status; scaled score in percent', () => {
    const base = { version: '2004' as const, completionStatus: 'completed' as const };
    expect(gradeScormReport({ ...base, successStatus: 'passed', scoreScaled: 0.8 }, 70)).toEqual({
      final: true,
      passed: true,
      scorePercent: 80,
    });
    expect(gradeScormReport({ ...base, successStatus: 'passed', scoreScaled: 0.5 }, 70)).toMatchObject({
      passed: false,
    });
    expect(gradeScormReport({ ...base, successStatus: 'failed' }, 70)).toMatchObject({ final: true, passed: false });
    expect(gradeScormReport({ ...base, successStatus: 'unknown' }, 70)).toMatchObject({ final: true, passed: true });
    expect(gradeScormReport({ version: '2004', completionStatus: 'incomplete', successStatus: 'unknown' }, 70)).toEqual(
      { final: false },
    );
  });

  it('raw scores are scaled by min and max and clamped to 0–100', () => {
    expect(scormScorePercent({ version: '1.2', lessonStatus: 'passed', scoreRaw: 8, scoreMax: 10 })).toBe(80);
    expect(scormScorePercent({ version: '1.2', lessonStatus: 'passed', scoreRaw: 250 })).toBe(100);
    expect(scormScorePercent({ version: '1.2', lessonStatus: 'passed', scoreRaw: 5, scoreMin: 5, scoreMax: 5 })).toBe(
      5,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isFinalReport, scormReport } from './scorm-report';

describe('scormReport', () => {
  it('reads SCORM 1.2 status and score', () => {
    const report = scormReport('1.2', { core: { lesson_status: 'passed', score: { raw: '85', min: '', max: '100' } } });
    expect(report).toEqual({ version: '1.2', lessonStatus: 'passed', scoreRaw: 85, scoreMax: 100 });
    expect(isFinalReport(report)).toBe(true);
    expect(isFinalReport(scormReport('1.2', { core: { lesson_status: 'incomplete' } }))).toBe(false);
  });

  it('reads SCORM 2004 statuses and the scaled score; unknown values become unknown', () => {
    const report = scormReport('2004', {
      completion_status: 'completed',
      success_status: 'bogus',
      score: { scaled: '0.9' },
    });
    expect(report).toEqual({
      version: '2004',
      completionStatus: 'completed',
      successStatus: 'unknown',
      scoreScaled: 0.9,
    });
    expect(isFinalReport(report)).toBe(true);
    expect(isFinalReport(scormReport('2004', { completion_status: 'incomplete' }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { missingForPlay, notPlayableText } from './module-playable';

const question = { id: 'q1', text: 'Frage', kind: 'single' as const, options: [], explanation: 'Weil.' };
const page = { kind: 'text' as const, title: 'Seite', body: 'Text' };

describe('missingForPlay', () => {
  it('names pages and quiz for a module without content', () => {
    expect(missingForPlay({ content: null, contentUrl: null, scormPackage: null })).toEqual(['pages', 'quiz']);
  });

  it('accepts pages with a quiz, an external page with a quiz, or a SCORM package alone', () => {
    expect(
      missingForPlay({ content: { pages: [page], questions: [question] }, contentUrl: null, scormPackage: null }),
    ).toEqual([]);
    expect(
      missingForPlay({
        content: { pages: [], questions: [question] },
        contentUrl: 'https://x.example',
        scormPackage: null,
      }),
    ).toEqual([]);
    expect(
      missingForPlay({ content: null, contentUrl: null, scormPackage: { url: '/media/scorm/x/index.html' } }),
    ).toEqual([]);
  });

  it('names the quiz when only pages exist, the pages when only a quiz exists', () => {
    expect(missingForPlay({ content: { pages: [page], questions: [] }, contentUrl: null, scormPackage: null })).toEqual(
      ['quiz'],
    );
    expect(
      missingForPlay({ content: { pages: [], questions: [question] }, contentUrl: null, scormPackage: null }),
    ).toEqual(['pages']);
  });
});

describe('notPlayableText', () => {
  it('says in German what is missing', () => {
    expect(notPlayableText(['pages', 'quiz'])).toBe(
      'Das Modul kann erst sichtbar geschaltet werden, wenn es spielbar ist. Es fehlt: mindestens eine Inhaltsseite oder ein externer Inhalt und ein Quiz mit mindestens einer Frage.',
    );
  });
});

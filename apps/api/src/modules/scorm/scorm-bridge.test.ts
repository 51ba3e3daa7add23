import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SCORM_BRIDGE_SCRIPT } from './scorm-bridge';

type Call = (...args: string[]) => string;
type Api12 = Record<
  'LMSInitialize' | 'LMSGetValue' | 'LMSSetValue' | 'LMSCommit' | 'LMSFinish' | 'LMSGetLastError',
  Call
>;
type Api2004 = Record<'Initialize' | 'GetValue' | 'SetValue' | 'GetLastError' | 'GetErrorString', Call>;
interface Posted {
  message: { type: string; seq: number; method: string; params: string[] };
  origin: string;
}

/** Runs the bridge in a bare window of a package page whose top window is the player. */
function packagePage(version: string | null) {
  const posted: Posted[] = [];
  const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
  const player = { postMessage: (message: Posted['message'], origin: string) => posted.push({ message, origin }) };
  const window: Record<string, unknown> = {
    top: player,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  runInNewContext(SCORM_BRIDGE_SCRIPT, {
    window,
    location: { origin: 'https://portal.example' },
    document: { currentScript: { getAttribute: (name: string) => (name === 'data-scorm-version' ? version : null) } },
  });
  const receive = (source: unknown, data: unknown) => {
    for (const listener of listeners) listener({ source, data });
  };
  return { window, posted, player, receive };
}

describe('the SCORM bridge in a package page', () => {
  it('SCORM 1.2: answers reads from its copy and posts every change to the player only', () => {
    const { window, posted } = packagePage('1.2');
    expect(window.API_1484_11).toBeUndefined();
    const api = window.API as Api12;
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSSetValue('cmi.core.score.raw', '90')).toBe('true');
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('90');
    expect(api.LMSCommit('')).toBe('true');
    expect(api.LMSFinish('')).toBe('true');
    expect(api.LMSGetLastError()).toBe('0');
    expect(posted).toEqual([
      {
        message: { type: 'apopunkt:scorm', seq: 1, method: 'LMSInitialize', params: [''] },
        origin: 'https://portal.example',
      },
      {
        message: { type: 'apopunkt:scorm', seq: 2, method: 'LMSSetValue', params: ['cmi.core.score.raw', '90'] },
        origin: 'https://portal.example',
      },
      {
        message: { type: 'apopunkt:scorm', seq: 3, method: 'LMSCommit', params: [''] },
        origin: 'https://portal.example',
      },
      {
        message: { type: 'apopunkt:scorm', seq: 4, method: 'LMSFinish', params: [''] },
        origin: 'https://portal.example',
      },
    ]);
  });

  it("SCORM 2004: takes the player's state, but keeps values set after the answered call", () => {
    const { window, player, receive } = packagePage('2004');
    expect(window.API).toBeUndefined();
    const api = window.API_1484_11 as Api2004;
    expect(api.GetValue('cmi.completion_status')).toBe('unknown');
    api.Initialize('');
    api.SetValue('cmi.location', 'seite-2');
    api.SetValue('cmi.score.scaled', '0.8');
    const state = {
      type: 'apopunkt:scorm:state',
      seq: 2,
      error: '0',
      values: { 'cmi.location': 'seite-2', 'cmi.score.scaled': '', 'cmi.learner_name': 'Lea' },
    };
    receive(player, state);
    expect(api.GetValue('cmi.learner_name')).toBe('Lea');
    expect(api.GetValue('cmi.score.scaled')).toBe('0.8');
    receive(player, { ...state, seq: 3, error: '406', values: { 'cmi.score.scaled': '' } });
    expect(api.GetValue('cmi.score.scaled')).toBe('');
    expect(api.GetLastError()).toBe('406');
    expect(api.GetErrorString('406')).toBe('Data model element type mismatch');
    receive({ postMessage() {} }, { ...state, seq: 3, values: { 'cmi.learner_name': 'Fremd' } });
    expect(api.GetValue('cmi.learner_name')).toBe('Lea');
    expect(api.GetValue('__proto__')).toBe('');
  });

  it('defines both objects when the page does not name a version', () => {
    const { window } = packagePage(null);
    expect((window.API as Api12).LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect((window.API_1484_11 as Api2004).GetValue('cmi.entry')).toBe('ab-initio');
  });
});

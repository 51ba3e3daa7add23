import type { ScormVersion } from '@apopunkt/domain/schemas/scorm';
import type { CmiSnapshot } from './scorm-report';

export interface ScormRuntime {
  /** The runtime's current CMI data. */
  cmi(): CmiSnapshot;
  /** Removes the API from the window again. */
  dispose(): void;
}

export interface RuntimeEvents {
  /** The package set a status (lesson, completion or success status). */
  onStatus: () => void;
  /** LMSFinish (1.2) or Terminate (2004). */
  onFinish: () => void;
}

const SETTINGS = { autocommit: false, lmsCommitUrl: false, logLevel: 'NONE' } as const;

type Scorm12Class = typeof import('scorm-again/scorm12').default;
type Scorm2004Class = typeof import('scorm-again/scorm2004').default;

/**
 * Loads scorm-again for the package's version (its own chunk, only for SCORM modules) and puts
 * its API where a SCO looks for it: `window.API` (1.2) or `window.API_1484_11` (2004). Nothing
 * is committed anywhere by the runtime; the player reports the outcome to the server itself.
 */
export async function createScormRuntime(version: ScormVersion, events: RuntimeEvents): Promise<ScormRuntime> {
  const host = window as unknown as Record<string, unknown>;
  // The listeners run inside SetValue; read the CMI once the value is stored.
  const later = (fn: () => void) => () => setTimeout(fn, 0);
  if (version === '1.2') {
    // The ESM build exports the class by name (its types say default): take whichever is there.
    const runtime: { Scorm12API?: Scorm12Class; default?: Scorm12Class } = await import('scorm-again/scorm12');
    const Scorm12API = runtime.Scorm12API ?? runtime.default;
    if (!Scorm12API) throw new Error('scorm-again: Scorm12API missing');
    const api = new Scorm12API(SETTINGS);
    api.on('LMSSetValue.cmi.core.lesson_status', later(events.onStatus));
    api.on('LMSFinish', later(events.onFinish));
    host.API = api;
    return { cmi: () => api.cmi as unknown as CmiSnapshot, dispose: () => delete host.API };
  }
  const runtime: { Scorm2004API?: Scorm2004Class; default?: Scorm2004Class } = await import('scorm-again/scorm2004');
  const Scorm2004API = runtime.Scorm2004API ?? runtime.default;
  if (!Scorm2004API) throw new Error('scorm-again: Scorm2004API missing');
  const api = new Scorm2004API(SETTINGS);
  api.on('SetValue.cmi.completion_status', later(events.onStatus));
  api.on('SetValue.cmi.success_status', later(events.onStatus));
  api.on('Terminate', later(events.onFinish));
  host.API_1484_11 = api;
  return { cmi: () => api.cmi as unknown as CmiSnapshot, dispose: () => delete host.API_1484_11 };
}

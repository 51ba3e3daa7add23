import type { ScormVersion } from '@apopunkt/domain/schemas/scorm';
import type { CmiSnapshot } from './scorm-report';

export interface ScormRuntime {
  /** The runtime's current CMI data. */
  cmi(): CmiSnapshot;
  /** Every CMI element with its value (`cmi.core.lesson_status` → `passed`), for the package's copy. */
  values(): Record<string, string>;
  /**
   * Runs one of the calls a package sends (Initialize, SetValue, Commit, Finish of its version)
   * and answers the error code it left ("0" when it worked); any other method is refused (401).
   */
  call(method: string, params: readonly string[]): string;
}

export interface RuntimeEvents {
  /** The package set a status (lesson, completion or success status). */
  onStatus: () => void;
  /** LMSFinish (1.2) or Terminate (2004). */
  onFinish: () => void;
}

/** The calls that change the runtime, per version; reads are answered in the package's frame. */
const CALLS: Record<ScormVersion, readonly string[]> = {
  '1.2': ['LMSInitialize', 'LMSSetValue', 'LMSCommit', 'LMSFinish'],
  '2004': ['Initialize', 'SetValue', 'Commit', 'Terminate'],
};
const NOT_IMPLEMENTED = '401';

const SETTINGS = { autocommit: false, lmsCommitUrl: false, logLevel: 'NONE' } as const;

type Scorm12Class = typeof import('scorm-again/scorm12').default;
type Scorm2004Class = typeof import('scorm-again/scorm2004').default;
type Api = InstanceType<Scorm12Class> | InstanceType<Scorm2004Class>;

function describe(version: ScormVersion, api: Api): ScormRuntime {
  const methods = api as unknown as Record<string, (...args: string[]) => string>;
  return {
    cmi: () => api.cmi as unknown as CmiSnapshot,
    values: () =>
      Object.fromEntries(Object.entries(api.getFlattenedCMI()).map(([key, value]) => [key, String(value ?? '')])),
    call: (method, params) => {
      if (!CALLS[version].includes(method)) return NOT_IMPLEMENTED;
      methods[method]?.apply(api, [...params]);
      return api.lastErrorCode;
    },
  };
}

/**
 * Loads scorm-again for the package's version (its own chunk, only for SCORM modules). It lives
 * in the player's window only: the package runs in an opaque origin and reaches it through its
 * bridge and postMessage (scorm-frame-host.ts). Nothing is committed anywhere by the runtime;
 * the player reports the outcome to the server itself.
 */
export async function createScormRuntime(version: ScormVersion, events: RuntimeEvents): Promise<ScormRuntime> {
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
    return describe(version, api);
  }
  const runtime: { Scorm2004API?: Scorm2004Class; default?: Scorm2004Class } = await import('scorm-again/scorm2004');
  const Scorm2004API = runtime.Scorm2004API ?? runtime.default;
  if (!Scorm2004API) throw new Error('scorm-again: Scorm2004API missing');
  const api = new Scorm2004API(SETTINGS);
  api.on('SetValue.cmi.completion_status', later(events.onStatus));
  api.on('SetValue.cmi.success_status', later(events.onStatus));
  api.on('Terminate', later(events.onFinish));
  return describe(version, api);
}

import type { ScormRuntime } from './scorm-runtime';

/** The type of the bridge's calls; its answers carry `${SCORM_MESSAGE}:state`. */
export const SCORM_MESSAGE = 'apopunkt:scorm';

interface BridgeCall {
  type: typeof SCORM_MESSAGE;
  seq: number;
  method: string;
  params: string[];
}

/** Frames deeper than this inside a package are not looked at (no package nests that far). */
const MAX_DEPTH = 8;

/**
 * Whether a message comes from the package's frame or a frame inside it. The package runs in an
 * opaque origin (every frame of it in one of its own), so the origin says nothing; the window
 * does: walk up from the sender (`parent` may be read across origins) until the frame's window.
 */
export function isFromFrame(source: MessageEventSource | null, frame: Window | null | undefined): boolean {
  if (!source || !frame) return false;
  let current = source as Window;
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    if (current === frame) return true;
    const parent = (current as Partial<Window>).parent;
    if (!parent || parent === current) return false;
    current = parent;
  }
  return false;
}

function isBridgeCall(data: unknown): data is BridgeCall {
  const call = data as Partial<BridgeCall> | null;
  return (
    !!call &&
    typeof call === 'object' &&
    call.type === SCORM_MESSAGE &&
    Number.isSafeInteger(call.seq) &&
    typeof call.method === 'string' &&
    Array.isArray(call.params) &&
    call.params.length <= 2 &&
    call.params.every((p) => typeof p === 'string' && p.length <= 64_000)
  );
}

/**
 * Answers the SCORM bridge in the package's documents (apps/api modules/scorm/scorm-bridge.ts):
 * a call from the frame (or a frame inside it) runs on the runtime, and the sender gets the data
 * model as it now stands with the error code. Messages of any other window are ignored. The
 * answer goes to the sender's window with the target "*": its origin is opaque and cannot be
 * named, and it carries only the package's own data model. Returns the function that stops.
 */
export function hostScormFrame(frame: () => HTMLIFrameElement | null, runtime: () => ScormRuntime | null) {
  const listener = (event: MessageEvent) => {
    const current = runtime();
    if (!current || !isBridgeCall(event.data) || !isFromFrame(event.source, frame()?.contentWindow)) return;
    const error = current.call(event.data.method, event.data.params);
    (event.source as Window).postMessage(
      { type: `${SCORM_MESSAGE}:state`, seq: event.data.seq, error, values: current.values() },
      '*',
    );
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

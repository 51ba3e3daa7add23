import { type RefObject, useEffect, useRef } from 'react';

/** The message an embedded module page sends when its content is done (DESIGN §6). */
export const CONTENT_COMPLETE_MESSAGE = 'apopunkt:complete';
/** The message the embedded survey page sends after it was sent off. */
export const SURVEY_COMPLETE_MESSAGE = 'apopunkt:survey-complete';

/**
 * Calls `onMessage` when the given iframe posts `{type}`. Only messages from that frame's own
 * window count, so no other page or frame can complete a module.
 */
export function useFrameMessage(frame: RefObject<HTMLIFrameElement | null>, type: string, onMessage: () => void) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === type) handler.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, type]);
}

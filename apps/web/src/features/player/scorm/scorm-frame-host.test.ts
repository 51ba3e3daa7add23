import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostScormFrame, isFromFrame, SCORM_MESSAGE } from './scorm-frame-host';
import { createScormRuntime, type ScormRuntime } from './scorm-runtime';

function frameIn(doc: Document): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  doc.body.appendChild(frame);
  return frame;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** A message as the window receives it, from the given sender. */
function deliver(source: Window, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
}
const call = (seq: number, method: string, params: string[]) => ({ type: SCORM_MESSAGE, seq, method, params });

describe('isFromFrame', () => {
  it("accepts the package's frame and frames inside it, nothing else", () => {
    const player = frameIn(document);
    const nested = frameIn(player.contentDocument as Document);
    const sibling = frameIn(document);
    expect(isFromFrame(player.contentWindow, player.contentWindow)).toBe(true);
    expect(isFromFrame(nested.contentWindow, player.contentWindow)).toBe(true);
    expect(isFromFrame(sibling.contentWindow, player.contentWindow)).toBe(false);
    expect(isFromFrame(window, player.contentWindow)).toBe(false);
    expect(isFromFrame(null, player.contentWindow)).toBe(false);
    expect(isFromFrame(player.contentWindow, null)).toBe(false);
  });
});

describe('hostScormFrame', () => {
  it("runs the frame's calls on the runtime and answers the sender with the data model", async () => {
    const frame = frameIn(document);
    const nested = frameIn(frame.contentDocument as Document);
    const stranger = frameIn(document);
    const onStatus = vi.fn();
    const runtime: ScormRuntime = await createScormRuntime('1.2', { onStatus, onFinish: () => {} });
    const stop = hostScormFrame(
      () => frame,
      () => runtime,
    );
    const sender = nested.contentWindow as Window;
    const answers = vi.spyOn(sender, 'postMessage').mockImplementation(() => {});
    const strangerAnswers = vi.spyOn(stranger.contentWindow as Window, 'postMessage').mockImplementation(() => {});

    deliver(sender, call(1, 'LMSInitialize', ['']));
    deliver(stranger.contentWindow as Window, call(2, 'LMSSetValue', ['cmi.core.lesson_status', 'failed']));
    deliver(sender, call(2, 'LMSSetValue', ['cmi.core.score.raw', '90']));
    deliver(sender, call(3, 'LMSSetValue', ['cmi.core.lesson_status', 'passed']));
    deliver(sender, call(4, 'LMSSetValue', ['cmi.core.score.raw', 'neunzig']));
    deliver(sender, call(5, 'LMSGetValue', ['cmi.core.student_id']));
    deliver(sender, { ...call(6, 'LMSSetValue', ['a', 'b', 'c']) });

    expect(strangerAnswers).not.toHaveBeenCalled();
    expect(runtime.cmi().core).toMatchObject({ lesson_status: 'passed', score: { raw: '90' } });
    expect(answers).toHaveBeenCalledTimes(5);
    const [state, target] = answers.mock.calls[2] as [Record<string, unknown>, string];
    expect(target).toBe('*');
    expect(state).toMatchObject({ type: `${SCORM_MESSAGE}:state`, seq: 3, error: '0' });
    expect((state.values as Record<string, string>)['cmi.core.lesson_status']).toBe('passed');
    expect(answers.mock.calls[3]?.[0]).toMatchObject({ seq: 4, error: expect.not.stringMatching(/^0$/) });
    expect(answers.mock.calls[4]?.[0]).toMatchObject({ seq: 5, error: '401' });

    stop();
    deliver(sender, call(7, 'LMSCommit', ['']));
    expect(answers).toHaveBeenCalledTimes(5);
  });
});

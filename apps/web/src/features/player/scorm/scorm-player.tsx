import type { Attempt, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ScormCompletionBody } from '@apopunkt/domain/schemas/scorm';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCompleteScorm } from '../api/complete-scorm';
import { ConsentModal } from '../components/consent-modal';
import { hostScormFrame } from './scorm-frame-host';
import { isFinalReport, scormReport } from './scorm-report';
import { ScormResult } from './scorm-result';
import { createScormRuntime, type ScormRuntime } from './scorm-runtime';

export interface ScormPlayerProps {
  attempt: Attempt;
  onRetry: () => void;
  retrying: boolean;
  /** Told the server's result once it booked the package's report. */
  onResult?: (result: SubmissionResult) => void;
}

const NOT_FINISHED = 'Du hast das Modul noch nicht abgeschlossen. Bearbeite es bis zum Ende, damit es gewertet wird.';

/**
 * A SCORM package in a sandboxed frame without `allow-same-origin` (the server sandboxes its files
 * too): it runs in an opaque origin and reaches scorm-again's runtime on this window only through
 * the bridge in its pages and postMessage (scorm-frame-host). No popups, no top navigation. When
 * the package reports passed, completed or failed (or finishes), the report goes to the server,
 * which decides and books it; its result is shown above the package.
 */
export default function ScormPlayer({ attempt, onRetry, retrying, onResult }: ScormPlayerProps) {
  const { module } = attempt;
  const pkg = module.scormPackage;
  const complete = useCompleteScorm(attempt.id);
  const runtime = useRef<ScormRuntime | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const sending = useRef(false);
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const [pending, setPending] = useState<ScormCompletionBody | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const send = async (report: ScormCompletionBody, consent: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setNote(null);
    try {
      const booked = await complete.mutateAsync(consent ? { ...report, thirdPartyConsent: true } : report);
      setResult(booked);
      onResult?.(booked);
      setPending(null);
    } catch (error) {
      setPending(report);
      setNote(errorMessage(error));
      sending.current = false;
    }
  };
  const offer = (finishing: boolean) => {
    if (!runtime.current || !pkg || sending.current) return;
    const report = scormReport(pkg.version, runtime.current.cmi());
    if (!isFinalReport(report)) {
      if (finishing) setNote(NOT_FINISHED);
      return;
    }
    if (module.thirdPartyModalData) {
      setPending(report);
      setConsentOpen(true);
      return;
    }
    void send(report, false);
  };
  const offerRef = useRef(offer);
  offerRef.current = offer;

  useEffect(() => {
    if (!pkg) return;
    let active = true;
    // Listening before the frame exists: the package's first call may come as soon as it loads.
    const stopHosting = hostScormFrame(
      () => frame.current,
      () => runtime.current,
    );
    createScormRuntime(pkg.version, {
      onStatus: () => offerRef.current(false),
      onFinish: () => offerRef.current(true),
    }).then((created) => {
      if (!active) return;
      runtime.current = created;
      setReady(true);
    });
    return () => {
      active = false;
      stopHosting();
      runtime.current = null;
    };
  }, [pkg]);

  if (!pkg) return null;
  return (
    <Stack gap="md">
      {result && <ScormResult result={result} module={module} onRetry={onRetry} retrying={retrying} />}
      {note && (
        <Alert color={pending ? 'orange' : 'blue'} role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{note}</Text>
            {pending && (
              <Button
                size="xs"
                variant="light"
                loading={complete.isPending}
                onClick={() => void send(pending, !!module.thirdPartyModalData)}
              >
                Abschluss erneut melden
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {ready ? (
        <iframe
          ref={frame}
          src={pkg.url}
          title={`Lerninhalt: ${module.name}`}
          style={{
            width: '100%',
            height: 'min(75vh, 720px)',
            minHeight: 420,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
          sandbox="allow-scripts allow-forms allow-downloads"
          allow="fullscreen"
        />
      ) : (
        <Center py={80} role="status">
          <Loader />
          <Text ml="sm">Lerninhalt wird geladen …</Text>
        </Center>
      )}
      {!result && (
        <Text size="sm" c="dimmed">
          Bearbeite den Lerninhalt bis zum Ende. Dein Abschluss wird automatisch gewertet.
        </Text>
      )}
      {module.thirdPartyModalData && (
        <ConsentModal
          data={module.thirdPartyModalData}
          opened={consentOpen}
          onAccept={() => {
            setConsentOpen(false);
            if (pending) void send(pending, true);
          }}
          onCancel={() => {
            setConsentOpen(false);
            setNote('Ohne deine Einwilligung wird dein Abschluss nicht gewertet.');
          }}
        />
      )}
    </Stack>
  );
}

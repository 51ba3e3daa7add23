import { countdown } from '@apopunkt/domain/rules/countdown';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The time left until `endsAt` in the spec's units (hours, minutes, seconds), ticking every second.
 * A page drawn by the server shows the time left when it was drawn; taking it over later, the app
 * keeps that text for a moment (no hydration error) and shows the time left now with the next tick.
 */
export function QuestCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdown((new Date(endsAt).getTime() - now) / 1000);
  return (
    <Badge size="lg" color="orange" variant="filled" data-testid="quest-countdown">
      <span suppressHydrationWarning>{`Noch ${left.label}`}</span>
    </Badge>
  );
}

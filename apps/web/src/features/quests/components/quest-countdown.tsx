import { countdown } from '@apopunkt/domain/rules/countdown';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The time left until `endsAt` in the spec's units (hours, minutes, seconds), ticking every second. */
export function QuestCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdown((new Date(endsAt).getTime() - now) / 1000);
  return (
    <Badge size="lg" color="orange" variant="filled" data-testid="quest-countdown">
      Noch {left.label}
    </Badge>
  );
}

export type CountdownUnit = 'hours' | 'minutes' | 'seconds';

const LABELS: Record<CountdownUnit, [string, string]> = {
  hours: ['Stunde', 'Stunden'],
  minutes: ['Minute', 'Minuten'],
  seconds: ['Sekunde', 'Sekunden'],
};

/**
 * The unit a countdown shows (spec §4): over 3600 seconds in hours, over 60 seconds in minutes,
 * otherwise seconds; values are rounded down and never negative.
 */
export function countdown(secondsLeft: number): { value: number; unit: CountdownUnit; label: string } {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  let unit: CountdownUnit = 'seconds';
  let value = seconds;
  if (seconds > 3600) {
    unit = 'hours';
    value = Math.floor(seconds / 3600);
  } else if (seconds > 60) {
    unit = 'minutes';
    value = Math.floor(seconds / 60);
  }
  const [singular, plural] = LABELS[unit];
  return { value, unit, label: `${value} ${value === 1 ? singular : plural}` };
}

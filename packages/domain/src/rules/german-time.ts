/**
 * The portal shows every date and time in Germany's time (Europe/Berlin), wherever the code runs:
 * a page the server draws (its clock may be on UTC) and the app in the reader's browser must show
 * the same day, or the app's take-over of the drawn page fails near midnight; a certificate or a
 * mail written by the server must name the day the member lived it. Also the time zone of the
 * business periods and the report days on the server. scripts/check-date-formats.mjs keeps other
 * date formats out of the code.
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

/** A German date/time format in Germany's time zone (use it instead of `new Intl.DateTimeFormat`). */
export function germanDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('de-DE', { ...options, timeZone: GERMAN_TIME_ZONE });
}

/** A format made on its first use (a page that shows no date pays nothing for it). */
function lazyFormat(make: () => Intl.DateTimeFormat): (at: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (at) => {
    made ??= make();
    return made.format(at);
  };
}

const numericDate = lazyFormat(() => germanDateTimeFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }));
const numericDateTime = lazyFormat(() =>
  germanDateTimeFormat({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);
const longDate = lazyFormat(() => germanDateTimeFormat({ dateStyle: 'long' }));
const year = lazyFormat(() => germanDateTimeFormat({ year: 'numeric' }));
const isoDay = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: GERMAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(date: Date | string): Date | null {
  const at = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * German display date, e.g. 21.11.2026: the day in Germany of an instant; a calendar day
 * (yyyy-MM-dd) is that day, in any time zone. An invalid date gives ''.
 */
export function formatGermanDate(date: Date | string): string {
  const day = typeof date === 'string' ? CALENDAR_DAY.exec(date) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const at = instant(date);
  return at ? numericDate(at) : '';
}

/** German display date and time in Germany, e.g. 21.11.2026, 14:05. */
export function formatGermanDateTime(date: Date | string): string {
  const at = instant(date);
  return at ? numericDateTime(at) : '';
}

/** German long date in Germany, e.g. 21. November 2026. */
export function formatGermanLongDate(date: Date | string): string {
  const at = instant(date);
  return at ? longDate(at) : '';
}

/** The year in Germany at an instant (the footers' ©). */
export function germanYear(at: Date): string {
  return year(at);
}

/** The calendar day of an instant in Germany (Europe/Berlin), yyyy-MM-dd. */
export function berlinDay(at: Date): string {
  return isoDay(at);
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function first(list: readonly [RegExp, string][], text: string): string | null {
  return list.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** A readable name of a device from its User-Agent: "Firefox auf Linux", "Safari auf iPhone". */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unbekanntes Gerät';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} auf ${system}`;
  return browser ?? system ?? 'Unbekanntes Gerät';
}

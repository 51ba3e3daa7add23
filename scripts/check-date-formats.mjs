// Part of `npm run lint`: dates and times are shown in Germany's time (Europe/Berlin) wherever the
// code runs, through packages/domain/src/rules/german-time.ts (formatGermanDate, formatGermanDateTime,
// formatGermanLongDate, germanDateTimeFormat). A date formatted in the process's own time zone
// differs between a page the server draws (UTC) and the app in a German browser for an hour every
// night, and the app's take-over of that page fails. Fails on such a format anywhere else (tests
// excepted).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const HOME = 'packages/domain/src/rules/german-time.ts';
const LOCAL_FORMATS = [
  { pattern: /new Intl\.DateTimeFormat\(/g, use: 'germanDateTimeFormat' },
  { pattern: /\.toLocale(?:Date|Time)String\(/g, use: 'formatGermanDate / germanDateTimeFormat' },
  { pattern: /\.toLocaleString\([^)]*(?:dateStyle|timeStyle|hour|day)/g, use: 'formatGermanDateTime' },
  { pattern: /\bformat\([^)]*'[^']*(?:dd|HH|MM\.)[^']*'/g, use: 'formatGermanDate / formatGermanDateTime' },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)) yield path;
  }
}

const findings = [];
for (const root of ROOTS) {
  for (const file of sourceFiles(root)) {
    if (file === HOME) continue;
    const text = readFileSync(file, 'utf8');
    for (const { pattern, use } of LOCAL_FORMATS) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        findings.push(`${file}:${line} (use ${use})`);
      }
    }
  }
}
if (findings.length > 0) {
  console.error(
    `A date formatted in the local time zone (show it in Germany's time with packages/domain/src/rules/german-time.ts):\n- ${findings.join('\n- ')}`,
  );
  process.exit(1);
}

// Runs first in `npm start` and `npm run dev`: a clear message instead of an obscure crash on an
// old Node.js. The minimum is the one in package.json's "engines" (and in the README).
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const minimum = engines.node.replace(/^>=\s*/, '');

const toParts = (version) => version.replace(/^v/, '').split('.').map(Number);
const [major, minor = 0] = toParts(process.version);
const [minMajor, minMinor = 0] = toParts(minimum);

if (major < minMajor || (major === minMajor && minor < minMinor)) {
  console.error(
    `ApoPunkt braucht Node.js ${minimum} oder neuer; hier läuft ${process.version}.\n` +
      'Bitte installiere eine aktuelle Node.js-Version (z. B. 20 LTS, 22 oder 24) und starte erneut.',
  );
  process.exit(1);
}

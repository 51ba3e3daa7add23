/**
 * Developer tool: writes the generated seed media (the same files the server writes into
 * DATA_DIR/media/seed at start) into a folder to look at, by default a temporary one; with
 * --videos it renders the To Go videos into the repository, the only seed media kept there
 * (needs rsvg-convert and ffmpeg with libvpx-vp9, e.g.
 * `apt-get install -y ffmpeg librsvg2-bin fonts-dejavu-core`).
 *
 *   npx tsx apps/api/src/ops/seed/content/generate-media.ts [--out DIR] [--videos]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSeedMedia } from './media';
import { SEED_MODULE_GROUPS } from './modules';
import { videoSlideSvg } from './svg-pages';

/** The committed videos (write-media.ts copies them into DATA_DIR). */
const videoTarget = join(dirname(fileURLToPath(import.meta.url)), '../media/seed/video');
const outIndex = process.argv.indexOf('--out');
const staticTarget = outIndex > 0 ? process.argv[outIndex + 1] : mkdtempSync(join(tmpdir(), 'apopunkt-seed-media-'));

function writeStatic(target: string): void {
  let count = 0;
  for (const [key, content] of buildSeedMedia()) {
    const file = join(target, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    count++;
  }
  console.log(`${count} Dateien → ${target}`);
}

function renderVideos(): void {
  mkdirSync(videoTarget, { recursive: true });
  for (const { topic, modules } of SEED_MODULE_GROUPS) {
    for (const m of modules.filter((x) => x.type === 7)) {
      const page = m.content.pages.find((p) => p.kind === 'video');
      if (page?.kind !== 'video') continue;
      const captions = page.transcript.split(/\n\s*\n/).map((c) => c.replace(/\s+/g, ' ').trim());
      const work = mkdtempSync(join(tmpdir(), 'apopunkt-video-'));
      captions.forEach((caption, index) => {
        const svgFile = join(work, `slide-${index}.svg`);
        writeFileSync(
          svgFile,
          videoSlideSvg({ title: m.name.replace(/ To Go$/, ''), caption, index, total: captions.length, topic }),
        );
        execFileSync('rsvg-convert', ['-w', '1280', '-h', '720', '-o', join(work, `slide-${index}.png`), svgFile]);
      });
      const out = join(videoTarget, `${m.slug}.webm`);
      const rate = `${captions.length}/${page.durationSeconds}`;
      execFileSync('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        rate,
        '-i',
        join(work, 'slide-%d.png'),
        '-vf',
        'scale=960:540,fps=10,format=yuv420p',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-an',
        '-t',
        String(page.durationSeconds),
        out,
      ]);
      rmSync(work, { recursive: true, force: true });
      console.log(`Video → ${out}`);
    }
  }
}

if (!staticTarget) throw new Error('--out braucht einen Ordner');
writeStatic(staticTarget);
if (process.argv.includes('--videos')) renderVideos();

import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COST_PER_CONTACT, MODULE_TYPE_VALUES, type ModuleType } from '@apopunkt/domain/constants/modules';
import { missingForPlay } from '@apopunkt/domain/rules/module-playable';
import { moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import { describe, expect, it } from 'vitest';
import { SEED_MANUFACTURERS } from './manufacturers';
import { buildSeedMedia, seedMediaKey } from './media';
import { SEED_MODULE_GROUPS, SEED_MODULES } from './modules';
import { SEED_PRODUCTS } from './products';
import { writeSeedMedia } from './write-media';

const VIDEO_DIR = join(dirname(fileURLToPath(import.meta.url)), '../media/seed/video');
const BUDGETED_TYPES: ModuleType[] = [2, 3, 7, 8, 9];
const MIN_PER_TYPE: Record<ModuleType, number> = { 0: 2, 1: 2, 2: 3, 3: 3, 7: 3, 8: 3, 9: 2, 10: 2 };
const media = buildSeedMedia();

function mediaExists(url: string): boolean {
  const key = seedMediaKey(url);
  if (!key) return false;
  if (key.startsWith('video/')) return existsSync(join(VIDEO_DIR, key.slice('video/'.length)));
  return media.has(key);
}

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('seed manufacturers and products', () => {
  it('has at least six manufacturers including the demo manufacturer', () => {
    expect(SEED_MANUFACTURERS.length).toBeGreaterThanOrEqual(6);
    expect(SEED_MANUFACTURERS.find((m) => m.slug === 'sonnenhof-pharma')?.name).toBe('Sonnenhof Pharma');
    expect(duplicates(SEED_MANUFACTURERS.map((m) => m.slug))).toEqual([]);
  });

  it('has twelve products with resolvable manufacturers, one Rx and one inactive at least', () => {
    expect(SEED_PRODUCTS).toHaveLength(12);
    expect(duplicates(SEED_PRODUCTS.map((p) => p.slug))).toEqual([]);
    const slugs = new Set(SEED_MANUFACTURERS.map((m) => m.slug));
    for (const p of SEED_PRODUCTS) expect(slugs.has(p.manufacturerSlug), p.slug).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.isRxProduct)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => !p.isActive)).toBe(true);
  });
});

describe('seed modules', () => {
  it('has 36 modules with unique slugs, grouped by topic', () => {
    expect(SEED_MODULES).toHaveLength(36);
    expect(duplicates(SEED_MODULES.map((m) => m.slug))).toEqual([]);
    expect(SEED_MODULE_GROUPS.flatMap((g) => g.modules)).toEqual(SEED_MODULES);
  });

  it('covers every module type with the required counts', () => {
    for (const type of MODULE_TYPE_VALUES) {
      expect(SEED_MODULES.filter((m) => m.type === type).length, `type ${type}`).toBeGreaterThanOrEqual(
        MIN_PER_TYPE[type],
      );
    }
  });

  it.each(SEED_MODULES.map((m) => [m.slug, m] as const))('%s has valid content', (_slug, m) => {
    const parsed = moduleContentSchema.safeParse(m.content);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(m.content.pages.length).toBeGreaterThanOrEqual(2);
    expect(m.content.pages.length).toBeLessThanOrEqual(5);
    expect(m.content.questions.length).toBeGreaterThanOrEqual(5);
    expect(duplicates(m.content.questions.map((q) => q.id))).toEqual([]);
    for (const q of m.content.questions) {
      expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.options.length, q.id).toBeLessThanOrEqual(5);
      expect(duplicates(q.options.map((o) => o.id))).toEqual([]);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
    expect(m.knowledgeValue).toBeGreaterThanOrEqual(5);
    expect(m.knowledgeValue).toBeLessThanOrEqual(50);
  });

  it('mixes single and multiple choice questions', () => {
    const kinds = SEED_MODULES.flatMap((m) => m.content.questions.map((q) => q.kind));
    expect(kinds.filter((k) => k === 'single').length).toBeGreaterThan(50);
    expect(kinds.filter((k) => k === 'multiple').length).toBeGreaterThan(30);
  });

  it('references existing products and manufacturers consistently', () => {
    const manufacturers = new Set(SEED_MANUFACTURERS.map((m) => m.slug));
    for (const m of SEED_MODULES) {
      if (m.manufacturerSlug) expect(manufacturers.has(m.manufacturerSlug), m.slug).toBe(true);
      if (m.productSlug) {
        const product = SEED_PRODUCTS.find((p) => p.slug === m.productSlug);
        expect(product, m.slug).toBeDefined();
        expect(product?.manufacturerSlug, m.slug).toBe(m.manufacturerSlug);
      }
      if (BUDGETED_TYPES.includes(m.type)) expect(m.manufacturerSlug, m.slug).not.toBeNull();
    }
  });

  it('has exactly one exhausted budgeted module, some close to exhausted, none budgeted for unlimited types', () => {
    const budgeted = SEED_MODULES.filter((m) => BUDGETED_TYPES.includes(m.type));
    expect(budgeted.filter((m) => m.budget === 0).map((m) => m.slug)).toHaveLength(1);
    const nearlyExhausted = budgeted.filter((m) => {
      const cost = m.premiumValue ?? COST_PER_CONTACT[m.type] ?? 0;
      return m.budget >= 2 * cost && m.budget <= 3 * cost;
    });
    expect(nearlyExhausted.length).toBeGreaterThanOrEqual(2);
    for (const m of SEED_MODULES.filter((x) => !BUDGETED_TYPES.includes(x.type))) expect(m.budget, m.slug).toBe(0);
  });

  it('has the special cases the demo needs', () => {
    expect(SEED_MODULES.filter((m) => m.contentUrl)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.thirdPartyModalData)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.surveyUrl)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.isVerifiedOnly)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.isVisible === false)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.visibleFromDaysAgo < 0)).toHaveLength(1);
    expect(SEED_MODULES.filter((m) => m.hasCertificate).length).toBeGreaterThanOrEqual(2);
    expect(SEED_MODULES.some((m) => m.repeatPeriodDays)).toBe(true);
  });

  it('shows only playable modules (rules/module-playable): pages or an external page, and a quiz', () => {
    const visible = SEED_MODULES.filter((m) => m.isVisible ?? true);
    const unplayable = visible
      .map((m) => ({
        slug: m.slug,
        missing: missingForPlay({ content: m.content, contentUrl: m.contentUrl ?? null, scormPackage: null }),
      }))
      .filter((m) => m.missing.length > 0);
    expect(unplayable).toEqual([]);
  });

  it('gives every To Go module a video page with transcript', () => {
    for (const m of SEED_MODULES.filter((x) => x.type === 7)) {
      const video = m.content.pages.find((p) => p.kind === 'video');
      expect(video, m.slug).toBeDefined();
      if (video?.kind === 'video') {
        expect(video.transcript.length).toBeGreaterThan(100);
        expect(mediaExists(video.src), video.src).toBe(true);
      }
    }
  });
});

describe('seed media', () => {
  it('provides every referenced media file', () => {
    const urls = [
      ...SEED_MANUFACTURERS.map((m) => m.logo),
      ...SEED_PRODUCTS.flatMap((p) => [p.thumbnail, p.banner, ...p.downloads.map((d) => d.href)]),
      ...SEED_MODULES.flatMap((m) => [
        m.thumbnail,
        m.coverImage,
        ...[m.sourcesPdf, m.contentUrl, m.surveyUrl].filter((u): u is string => !!u),
        ...m.content.pages.flatMap((p) =>
          p.kind === 'image'
            ? [p.src]
            : p.kind === 'download'
              ? [p.href]
              : p.kind === 'video'
                ? [p.src, p.poster ?? '']
                : [],
        ),
      ]),
    ];
    expect(urls.filter((u) => !mediaExists(u))).toEqual([]);
  });

  it('produces self-contained SVGs, valid PDFs and a completing external page', () => {
    for (const [key, content] of media) {
      if (key.endsWith('.svg')) {
        const svg = content as string;
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), key).toBe(true);
        expect(svg.trim().endsWith('</svg>'), key).toBe(true);
        expect(svg.replace('http://www.w3.org/2000/svg', ''), key).not.toMatch(/https?:\/\//);
        expect(svg, key).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      }
      if (key.endsWith('.pdf')) {
        const pdf = new TextDecoder().decode(content as Uint8Array);
        expect(pdf.startsWith('%PDF-1.4')).toBe(true);
        const startxref = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
        expect(pdf.slice(startxref, startxref + 4), key).toBe('xref');
      }
    }
    const external = media.get('external/kalmus-pollenflug-xl.html') as string;
    expect(external).toContain('Fertig');
    expect(external).not.toMatch(/<script>|https?:\/\//);
    expect(media.get('external/kalmus-pollenflug-xl.js')).toContain("postMessage({ type: 'apopunkt:complete' }, '*')");
  });

  it('uses no real brand names', () => {
    const text = JSON.stringify([SEED_MANUFACTURERS, SEED_PRODUCTS, SEED_MODULES]).toLowerCase();
    const brands = [
      'aspirin',
      'voltaren',
      'nasic',
      'olynth',
      'otriven',
      'iberogast',
      'imodium',
      'elotrans',
      'perenterol',
    ];
    brands.push('mucosolvan', 'prospan', 'bepanthen', 'fenistil', 'sinupret', 'eucerin', 'ladival', 'vigantol');
    brands.push('marcumar', 'canephron', 'angocin', 'monuril', 'lorano', 'ratiopharm', 'hexal', 'stada', 'bayer');
    expect(brands.filter((b) => new RegExp(`\\b${b}\\b`).test(text))).toEqual([]);
  });

  it('writes all media and the videos into DATA_DIR/media/seed', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'apopunkt-media-'));
    try {
      const result = writeSeedMedia(dataDir);
      expect(result.files).toBe(media.size);
      expect(result.videos).toBe(SEED_MODULES.filter((m) => m.type === 7).length);
      expect(readdirSync(join(result.dir, 'video'))).toContain('allergie-to-go.webm');
      expect(readFileSync(join(result.dir, 'logos', 'sonnenhof-pharma.svg'), 'utf8')).toContain('Sonnenhof Pharma');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes again only the files that differ from what it would write', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'apopunkt-media-'));
    try {
      const { dir } = writeSeedMedia(dataDir);
      const logo = join(dir, 'logos', 'sonnenhof-pharma.svg');
      const video = join(dir, 'video', 'allergie-to-go.webm');
      const untouched = join(dir, 'logos', 'nordwind-arzneimittel.svg');
      const past = new Date('2020-01-01T00:00:00Z');
      for (const file of [logo, video, untouched]) utimesSync(file, past, past);
      writeFileSync(logo, 'verändert');
      writeFileSync(video, 'kaputt');
      utimesSync(logo, past, past);
      utimesSync(video, past, past);

      writeSeedMedia(dataDir);
      expect(readFileSync(logo, 'utf8')).toContain('Sonnenhof Pharma');
      expect(readFileSync(video).length).toBeGreaterThan(1000);
      expect(statSync(untouched).mtime).toEqual(past);
      expect(statSync(logo).mtime).not.toEqual(past);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

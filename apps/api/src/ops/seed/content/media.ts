import { MODULE_TYPE_NAMES, MODULE_TYPE_SHORT_CODES, type ModuleType } from '@apopunkt/domain/constants/modules';
import { SEED_DOCUMENTS } from './documents';
import { engagementMedia } from './engagement-media';
import { EXTERNAL_FILES } from './external';
import { ILLUSTRATIONS } from './illustrations';
import { SEED_MANUFACTURERS } from './manufacturers';
import { SEED_MODULE_GROUPS } from './modules';
import { buildPdf } from './pdf';
import { PRODUCT_VISUALS, SEED_PRODUCTS } from './products';
import { logoSvg, moduleCoverSvg, moduleThumbnailSvg, productBannerSvg, productThumbnailSvg } from './svg';
import { infographicSvg } from './svg-pages';
import type { IconName } from './topics';

/** Logo mark and colour per manufacturer. */
const LOGO_STYLES: Record<string, { iconName: IconName; color: string }> = {
  'sonnenhof-pharma': { iconName: 'sun', color: '#d9741a' },
  'nordwind-arzneimittel': { iconName: 'drop', color: '#1f6f8b' },
  'vitalis-naturwerk': { iconName: 'capsule', color: '#8a7a12' },
  'lindgruen-phytopharma': { iconName: 'leaf', color: '#3f7f37' },
  'aurelia-dermokosmetik': { iconName: 'heart', color: '#b4496e' },
  'kalmus-healthcare': { iconName: 'shield', color: '#6a4bb0' },
};

export function moduleTypeLabel(type: ModuleType): string {
  return `${MODULE_TYPE_SHORT_CODES[type]} · ${MODULE_TYPE_NAMES[type]}`;
}

/** Path below /media/seed/ for a public media URL such as '/media/seed/logos/x.svg'. */
export function seedMediaKey(url: string): string | null {
  return url.startsWith('/media/seed/') ? url.slice('/media/seed/'.length) : null;
}

/**
 * Every generated seed media file, keyed by its path below /media/seed/. Videos are binary
 * files rendered once with ffmpeg (see render-videos.ts) and are not part of this map.
 */
export function buildSeedMedia(): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const put = (url: string, content: string | Uint8Array) => {
    const key = seedMediaKey(url);
    if (!key) throw new Error(`Keine Seed-Medien-URL: ${url}`);
    files.set(key, content);
  };

  for (const m of SEED_MANUFACTURERS) {
    const style = LOGO_STYLES[m.slug] ?? { iconName: 'shield', color: '#1f6f8b' };
    put(m.logo, logoSvg({ name: m.name, ...style }));
  }
  for (const p of SEED_PRODUCTS) {
    const visual = PRODUCT_VISUALS[p.slug] ?? { topic: 'vitamine', shape: 'box' };
    const manufacturer = SEED_MANUFACTURERS.find((m) => m.slug === p.manufacturerSlug)?.name ?? '';
    const art = { name: p.name, manufacturer, ...visual, isRx: p.isRxProduct, isActive: p.isActive };
    put(p.thumbnail, productThumbnailSvg(art));
    put(p.banner, productBannerSvg({ ...art, description: p.description }));
  }
  for (const { topic, modules } of SEED_MODULE_GROUPS) {
    for (const m of modules) {
      const art = { title: m.name, topic, typeLabel: moduleTypeLabel(m.type) };
      put(m.thumbnail, moduleThumbnailSvg(art));
      put(m.coverImage, moduleCoverSvg({ ...art, subtitle: m.shortDescription }));
    }
  }
  for (const ill of ILLUSTRATIONS) put(`/media/seed/illustrations/${ill.name}.svg`, infographicSvg(ill));
  for (const doc of SEED_DOCUMENTS) put(`/media/seed/downloads/${doc.fileName}`, buildPdf(doc.title, doc.paragraphs));
  for (const [name, content] of Object.entries(EXTERNAL_FILES)) put(`/media/seed/external/${name}`, content);
  for (const [url, content] of engagementMedia()) put(url, content);
  return files;
}

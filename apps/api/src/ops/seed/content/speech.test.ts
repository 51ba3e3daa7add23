import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from './documents';
import { EXTERNAL_FILES } from './external';
import { SEED_MODULES } from './modules';
import { SEED_PRODUCTS } from './products';

/**
 * Where "Sie" stays: the mandatory notice of § 4 (3) HWG in a module's legal info, words to a
 * customer in quotes („Zahlen Sie bar …?“), and handouts for customers.
 */
const HWG_NOTICE =
  'Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.';
const CUSTOMER_HANDOUTS = ['kopfschmerztagebuch.pdf'];

/**
 * The formal address inside a sentence: "Sie" or a form of "Ihr" right after a word ("fragen Sie",
 * "Was tun Sie", "für Ihre Apotheke"). At a sentence's start "Sie"/"Ihr" is the pronoun ("Sie wirkt
 * vorbeugend"), which stays.
 */
const FORMAL = /\p{L} (Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/u;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function formalIn(where: string, value: unknown): string[] {
  return strings(value)
    .map((text) => text.replaceAll(HWG_NOTICE, '').replace(/„[^“]*“/g, '„…“'))
    .flatMap((text) => text.split(/\n+/))
    .filter((line) => FORMAL.test(line))
    .map((line) => `${where}: ${line.trim()}`);
}

describe('seed content speaks like the portal (issue 36: "du", not "Sie")', () => {
  it('addresses the reader with "du" in modules, products, their documents and external pages', () => {
    const found = [
      ...SEED_MODULES.flatMap((module) => formalIn(module.slug, module)),
      ...SEED_PRODUCTS.flatMap((product) => formalIn(product.slug, product)),
      ...SEED_DOCUMENTS.filter((doc) => !CUSTOMER_HANDOUTS.includes(doc.fileName)).flatMap((doc) =>
        formalIn(doc.fileName, doc),
      ),
      ...Object.entries(EXTERNAL_FILES).flatMap(([file, text]) => formalIn(file, text)),
    ];
    expect(found).toEqual([]);
  });

  it('finds the formal address it is meant to find', () => {
    expect(formalIn('x', ['Fragen Sie nach Dauer.', 'Was tun Sie?', 'Für Ihre Beratung'])).toHaveLength(3);
    expect(
      formalIn('x', ['Sie wirkt vorbeugend.', 'Antibiotika: Ihr Einsatz', '„Zahlen Sie bar?“', HWG_NOTICE]),
    ).toEqual([]);
  });
});

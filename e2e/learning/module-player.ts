import { expect, type Page } from '@playwright/test';
import { SEED_MODULES } from '../../apps/api/src/ops/seed/content/modules';
import type { SeedModule } from '../../apps/api/src/ops/seed/content/types';
import { effectivePremiumValue } from '../../packages/domain/src/rules/rewards';

/** A seed module by slug; its content holds the right answers (never read them from the API). */
export function seedModule(slug: string): SeedModule {
  const module = SEED_MODULES.find((m) => m.slug === slug);
  if (!module) throw new Error(`no seed module ${slug}`);
  return module;
}

/** The premium points one completion pays (spec §9 cost per contact unless the module sets its own). */
export function premiumValueOf(module: SeedModule): number {
  return effectivePremiumValue(module.type, module.premiumValue);
}

function parseScore(label: string | null): number {
  const match = label?.match(/:\s*([\d.]+)/);
  if (!match?.[1]) throw new Error(`no score in "${label}"`);
  return Number(match[1].replaceAll('.', ''));
}

/** The header's score badges (knowledge and premium), read from their accessible labels. */
export async function headerScores(page: Page): Promise<{ knowledge: number; premium: number }> {
  const header = page.getByRole('banner');
  const knowledge = await header.getByLabel(/^Wissenspunkte: /).getAttribute('aria-label');
  const premium = await header.getByLabel(/^Prämienpunkte: /).getAttribute('aria-label');
  return { knowledge: parseScore(knowledge), premium: parseScore(premium) };
}

/** Pages through the content to the quiz. */
export async function openQuiz(page: Page) {
  const toQuiz = page.getByRole('button', { name: 'Weiter zum Quiz' });
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await expect(toQuiz.or(next)).toBeVisible();
  while (await next.isVisible()) await next.click();
  await toQuiz.click();
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
}

/** Ticks the seed content's right answers, question by question, as a person would. */
export async function answerCorrectly(page: Page, module: SeedModule) {
  const questions = module.content.questions;
  for (const [index, question] of questions.entries()) {
    const role = question.kind === 'single' ? 'radiogroup' : 'group';
    const group = page.getByRole(role, { name: new RegExp(`^Frage ${index + 1} von ${questions.length}`) });
    for (const option of question.options.filter((o) => o.correct)) {
      await group.getByLabel(option.text, { exact: true }).check();
    }
  }
}

/** Plays a module from its first page to the graded result and expects a pass. */
export async function passModule(page: Page, slug: string) {
  const module = seedModule(slug);
  await page.goto(`/play/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: module.name })).toBeVisible();
  await openQuiz(page);
  await answerCorrectly(page, module);
  await page.getByRole('button', { name: 'Antworten absenden' }).click();
  if (module.thirdPartyModalData) {
    await page.getByRole('dialog').getByRole('button', { name: 'Einwilligen und absenden' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Bestanden!' })).toBeVisible();
  const total = module.content.questions.length;
  await expect(page.getByText(`${total} von ${total} Fragen richtig`)).toBeVisible();
  return module;
}

import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { SubmissionBody } from '@apopunkt/domain/schemas/attempts';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import type { Executor } from '../../db/client';
import { adGroupModules, adGroups, modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { depositToModule } from '../../modules/ledger';
import { createManufacturer } from './factories';

/** Shared by the demo seed and the tests: each call makes fresh rows with unique values. */
let sequence = 0;
function next(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small quiz: one single-choice and one multiple-choice question, pass mark 70 %. */
export function quizContent(overrides: Partial<ModuleContent> = {}): ModuleContent {
  return {
    pages: [{ kind: 'text', title: 'Wissen kompakt', body: 'Ein kurzer Lerntext für den Test.' }],
    questions: [
      {
        id: 'q1',
        text: 'Wie viele Teelöffel Sonnenschutz braucht der Körper?',
        kind: 'single',
        explanation: 'Etwa sieben Teelöffel für den ganzen Körper.',
        options: [
          { id: 'q1a', text: 'Einen', correct: false },
          { id: 'q1b', text: 'Sieben', correct: true },
        ],
      },
      {
        id: 'q2',
        text: 'Was schützt vor UV-Strahlung?',
        kind: 'multiple',
        explanation: 'Kleidung und Sonnencreme schützen, Schatten allein nur bedingt.',
        options: [
          { id: 'q2a', text: 'Kleidung', correct: true },
          { id: 'q2b', text: 'Sonnencreme', correct: true },
          { id: 'q2c', text: 'Kaltes Wasser', correct: false },
        ],
      },
    ],
    passMarkPercent: 70,
    ...overrides,
  };
}

/** The right answers of a content document (for tests and the demo completions). */
export function correctAnswers(content: Pick<ModuleContent, 'questions'>): SubmissionBody['answers'] {
  return content.questions.map((q) => ({
    questionId: q.id,
    optionIds: q.options.filter((o) => o.correct).map((o) => o.id),
  }));
}

/** Answers that get every question wrong. */
export function wrongAnswers(content: Pick<ModuleContent, 'questions'>): SubmissionBody['answers'] {
  return content.questions.map((q) => ({
    questionId: q.id,
    optionIds: q.options.filter((o) => !o.correct).map((o) => o.id),
  }));
}

export type ProductFactoryInput = Partial<Omit<typeof products.$inferInsert, 'id' | 'searchVector'>>;

export async function createProduct(db: Executor, input: ProductFactoryInput = {}) {
  const id = next();
  const manufacturerId = input.manufacturerId ?? (await createManufacturer(db)).id;
  const [row] = await db
    .insert(products)
    .values({ slug: `produkt-${id}`, name: `Produkt ${id}`, ...input, manufacturerId })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

export type ModuleFactoryInput = Partial<Omit<typeof modules.$inferInsert, 'id' | 'uuid' | 'searchVector' | 'type'>> & {
  type?: ModuleType;
  /** Premium points deposited from the mint right away (DEPOSIT). */
  budget?: number;
};

/** A visible module (since yesterday) with a small quiz; `budget` funds its account. */
export async function createModule(db: Executor, input: ModuleFactoryInput = {}) {
  const id = next();
  const { budget, ...values } = input;
  const [row] = await db
    .insert(modules)
    .values({
      slug: `modul-${id}`,
      name: `Modul ${id}`,
      type: 2,
      visibleFrom: new Date(Date.now() - DAY_MS),
      knowledgeValue: 10,
      content: quizContent(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('module not created');
  if (budget) {
    await depositToModule(db, {
      module: { id: row.id, type: row.type },
      value: budget,
      valueDate: new Date(Math.min(Date.now(), row.visibleFrom.getTime())),
    });
  }
  return row;
}

/** An ad group with the given modules in this order (the first group of a fresh database is group 1). */
export async function createAdGroup(db: Executor, input: { name?: string; moduleIds: number[] }) {
  const [group] = await db
    .insert(adGroups)
    .values({ name: input.name ?? 'Empfehlungen der Redaktion' })
    .returning();
  if (!group) throw new Error('ad group not created');
  if (input.moduleIds.length > 0) {
    await db
      .insert(adGroupModules)
      .values(input.moduleIds.map((moduleId, position) => ({ adGroupId: group.id, moduleId, position })));
  }
  return group;
}

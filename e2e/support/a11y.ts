import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { contrastRatio, parseCssColour } from './contrast';

/**
 * WCAG 2.0 and 2.1, levels A and AA, and besides them rules axe leaves out by default that users
 * ran into (issue 36): the visible text of a control must be part of its name (experimental in
 * axe), headings in order, landmarks named apart, no empty table header (best practices).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const AXE_EXTRA_RULES = [
  'label-content-name-mismatch',
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'empty-table-header',
];

/** The minimum contrast of normal text (WCAG 1.4.3), also for placeholders, which axe does not check. */
const MIN_TEXT_CONTRAST = 4.5;

/** Placeholders of visible fields whose colour on the field's background is below 4.5:1. */
async function placeholderContrastFailures(page: Page, label: string): Promise<string[]> {
  const placeholders = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    )
      .filter((field) => field.placeholder && !field.disabled && field.checkVisibility() && field.value === '')
      .map((field) => {
        // The first ancestor with a background paints behind a transparent field.
        let background = 'rgba(0, 0, 0, 0)';
        for (let node: Element | null = field; node && /rgba\(.*, 0\)$/.test(background); node = node.parentElement) {
          background = getComputedStyle(node).backgroundColor;
        }
        return {
          name: field.name || field.placeholder,
          colour: getComputedStyle(field, '::placeholder').color,
          background: /rgba\(.*, 0\)$/.test(background) ? 'rgb(255, 255, 255)' : background,
        };
      }),
  );
  return placeholders.flatMap(({ name, colour, background }) => {
    const ratio = contrastRatio(parseCssColour(colour), parseCssColour(background));
    return ratio < MIN_TEXT_CONTRAST
      ? [`${label} placeholder-contrast: ${name} ${colour} on ${background} is ${ratio.toFixed(2)}:1`]
      : [];
  });
}

/** Chromium's own colour of a link nobody styled (`-webkit-link`). */
const BROWSER_LINK_COLOUR = 'rgb(0, 0, 238)';

/** Visible links drawn in the browser's own blue instead of the theme's link style. */
export async function browserBlueLinks(page: Page, label: string): Promise<string[]> {
  const links = await page.evaluate(
    (colour) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .filter((link) => link.checkVisibility() && getComputedStyle(link).color === colour)
        .map((link) => link.outerHTML.slice(0, 160)),
    BROWSER_LINK_COLOUR,
  );
  return links.map((html) => `${label} browser-blue-link: ${html}`);
}

/**
 * axe (see AXE_TAGS and AXE_EXTRA_RULES), the placeholders' contrast and the links' colour on the
 * page as it is now.
 */
export async function expectNoViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  expect([
    ...results.violations.map(
      (v) =>
        `${label} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`,
    ),
    ...(await placeholderContrastFailures(page, label)),
    ...(await browserBlueLinks(page, label)),
  ]).toEqual([]);
}

/** Opens `path`, waits for its heading and quiet network, then checks it with axe. */
export async function expectPageWithoutViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, path);
}

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** Serious and critical WCAG 2 A/AA violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (fade-ins, carousel slides) are not what a reader sees.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  // A hover colour is not what axe should judge: the pointer rests outside the page's controls.
  await page.mouse.move(0, 0);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          // Where and why, so a failure can be fixed from the log alone.
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`)
          .join('; ')}`,
    );
}

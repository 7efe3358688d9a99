import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** One axe-core finding, reduced to what a failure message needs. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
  readonly summary: string;
}

/**
 * Makes axe-core available in every page of the context without touching the
 * app's Content-Security-Policy: the source is registered as an init script
 * (Chromium's Page.addScriptToEvaluateOnNewDocument, which the page's CSP does
 * not govern), never as a <script> tag the policy would have to allow. Takes
 * effect from the next navigation or reload.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: require.resolve('axe-core/axe.min.js') });
}

/** The page's Content-Security-Policy as its meta tag states it (to show injecting axe left it unchanged). */
export function pageCsp(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null,
  );
}

/**
 * The rules whose verdict a colour scheme can change: a page already checked in full in one theme needs only these in
 * the other (the structure, names and roles are the same in both).
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core (WCAG 2.x A and AA rules, or only `rules`) on the page as it is now; answers the serious and critical
 * findings.
 */
export async function seriousViolations(page: Page, rules?: readonly string[]): Promise<AxeFinding[]> {
  return page.evaluate(async (only) => {
    const gist = (text: string): string =>
      text
        .replace(/Fix (any|all) of the following:\s*/g, '')
        .replace(/Element has insufficient color contrast of /, 'contrast ')
        .replace(/\. Expected contrast ratio of [^\n]*/, '')
        .replace(/\s+/g, ' ')
        .slice(0, 160);
    type Result = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    };
    const axe = (
      window as unknown as { axe?: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }
    ).axe;
    if (!axe) throw new Error('axe-core is not in the page (installAxe, then reload)');
    const { violations } = await axe.run(document, {
      runOnly:
        only === null
          ? { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }
          : { type: 'rule', values: only },
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        // Each element with the gist of what is wrong with it (for contrast: the ratio and the two colours).
        targets: violation.nodes
          .slice(0, 8)
          .map((node) => `${node.target.join(' ')} → ${gist(node.failureSummary ?? '')}`),
        summary: '',
      }));
  }, rules ?? null);
}

/** Findings as readable lines for a failure message. */
export function describeFindings(screen: string, findings: readonly AxeFinding[]): string[] {
  return findings.map(
    (finding) => `${screen}: [${finding.impact}] ${finding.id} (${finding.help}) at ${finding.targets.join(' | ')}`,
  );
}

import { describe, expect, it } from 'vitest';
import type { AppHandle } from './harness/app';
import { describeFindings, installAxe, pageCsp, seriousViolations } from './harness/axe';
import { useApp } from './harness/fixture';
import { THEMES, VIEWPORT } from '../screenshots/registry';
import { SCREEN_SECTIONS } from '../screenshots/screens/index';

/** The page's CSP before axe is installed, to compare with after. */
async function installed(app: AppHandle): Promise<string | null> {
  const before = await pageCsp(app.page);
  await installAxe(app.context);
  return before;
}

// A section runs every screen from a fresh reload; on a loaded 2-core machine reports alone took 4 minutes.
// Every registered screen (the screenshot registry: the same screens a person looks at), in both themes,
// checked by axe-core with zero serious or critical violations allowed.
describe('accessibility (axe-core) on every screen', () => {
  const { open } = useApp();
  for (const section of SCREEN_SECTIONS) {
    for (const theme of THEMES) {
      it(`${section.section} in the ${theme} theme has no serious or critical violations`, { timeout: 600_000 }, async () => {
        const app = await open({ colorScheme: theme, viewport: VIEWPORT });
        const csp = await installed(app);
        expect(csp, 'the production build states a CSP').toMatch(/default-src 'none'/);
        const findings: string[] = [];
        let header: string | undefined;
        for (const screen of section.screens) {
          // Each screen from a freshly loaded page (dashboard, first customer), as the screenshots do.
          const response = await app.page.reload();
          // The policy the server sends stays the same with axe in the page.
          const sent = response?.headers()['content-security-policy'];
          header ??= sent;
          expect(sent).toBe(header);
          await app.page.locator('#main').waitFor();
          await screen.show({ page: app.page, app, theme });
          findings.push(...describeFindings(`${section.section}/${screen.name}/${theme}`, await seriousViolations(app.page)));
          // Injecting axe changed nothing about the policy the page runs under.
          expect(await pageCsp(app.page)).toBe(csp);
        }
        expect(findings, findings.join('\n')).toEqual([]);
      });
    }
  }
});

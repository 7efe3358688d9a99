/** What the probe leaves on window for the benchmark to read. */
export interface ProbeWindow {
  /** Set when the accounts table first shows a balance: ms since navigation start, and the scripts loaded by then. */
  __firstBalance?: { atMs: number; scripts: string[] };
  /** Clicks the sidebar item of a section and starts watching for its data. */
  __openSection?: (label: string) => void;
  /** Set when the opened section shows its data: ms from the click. */
  __sectionShown?: number;
}

/**
 * Runs in the page before its own scripts. A MutationObserver stamps the moment the dashboard's accounts
 * table first has a row with its cells (the balance among them), and the moment an opened section has
 * rendered with no loading indicator left in the content area. Stamps come from the page's own clock,
 * so the polling that reads them adds nothing to what is measured.
 */
export const FIRST_FRAME_PROBE = `(() => {
  const scripts = () => performance.getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => new URL(entry.name).pathname);
  let section = null;
  const check = () => {
    if (!window.__firstBalance && document.querySelector('.accounts-table tbody tr td:nth-child(5)')) {
      window.__firstBalance = { atMs: performance.now(), scripts: scripts() };
    }
    if (section && window.__sectionShown === undefined) {
      const title = document.getElementById('view-title');
      const main = document.getElementById('main');
      if (title && title.textContent.trim() === section.label && main && !main.querySelector('.state-loading')) {
        window.__sectionShown = performance.now() - section.clickedAt;
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__openSection = (label) => {
    const item = [...document.querySelectorAll('.sidebar .nav-item')].find((node) => node.querySelector('.nav-label')?.textContent === label);
    if (!item) throw new Error('No sidebar item ' + label);
    section = { label, clickedAt: performance.now() };
    item.click();
    check();
  };
})();`;

/* global window, document */
// Runs in the page before any of its scripts: keeps every Content-Security-Policy
// violation in window.__cspViolations for the harness to check.
(() => {
  const seen = [];
  Object.defineProperty(window, '__cspViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
  });
})();

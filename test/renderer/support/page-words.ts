/** What a person reads or hears on the page: its text, and the names and titles a screen reader speaks. */
export function pageWords(): string {
  const spoken = [...document.querySelectorAll('[aria-label], [title]')].map(
    (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
  );
  return `${document.body.textContent ?? ''} ${spoken.join(' ')}`;
}

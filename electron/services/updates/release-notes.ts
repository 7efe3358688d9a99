/** What the feed's release notes may be: text (often HTML), or one note per version. */
export type FeedReleaseNotes = string | readonly { version: string; note?: string | null }[] | null | undefined;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '’', nbsp: ' ', '#39': '’' };

/**
 * The notes as plain text for the Updates tab: markup from the feed is never rendered (a feed is not trusted
 * with the page), block tags become line breaks and the rest is taken out. Null when there are none.
 */
export function plainReleaseNotes(notes: FeedReleaseNotes): string | null {
  if (notes === null || notes === undefined) return null;
  const text =
    typeof notes === 'string'
      ? notes
      : notes.map((entry) => `${entry.version}\n${entry.note ?? ''}`.trim()).join('\n\n');
  const plain = text
    .replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    // At most what a person reads in a panel; a feed cannot fill the page's memory.
    .slice(0, 20_000);
  return plain === '' ? null : plain;
}

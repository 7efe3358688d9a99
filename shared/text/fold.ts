/** Text as a search compares it: without accents, in lower case ("Zürich" and "zurich" match). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

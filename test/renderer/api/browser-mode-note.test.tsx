import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserModeNote } from '../../../renderer/src/api/BrowserModeNote';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { setDateStyle } from '../../../renderer/src/format/datetime';
import { DateInput } from '../../../renderer/src/ui/DateInput';

describe("browser mode's note and the date fields in the page's language", () => {
  afterEach(() => {
    cleanup();
    setDateStyle('locale');
  });

  it('shows the note and its title in German, and in French after a switch, with no English left', async () => {
    await showLanguage('de');
    render(<BrowserModeNote />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Browsermodus');
    expect(note.title).toContain('Benachrichtigungen');
    expect(note.title).not.toMatch(/tray|notifications/);
    await act(() => showLanguage('fr'));
    expect(note.textContent).toBe('Mode navigateur');
    expect(note.textContent).not.toContain('Browser mode');
  });

  it("names a date field's parts in the page's language and follows a switch", async () => {
    setDateStyle('locale', 'de-CH');
    await showLanguage('de');
    render(<DateInput aria-label="from" value="" onChange={() => undefined} time />);
    const field = screen.getByLabelText<HTMLInputElement>('from');
    expect(field.placeholder).toBe('TT.MM.JJJJ hh:mm');
    await act(() => showLanguage('it'));
    expect(field.placeholder).toBe('gg.mm.aaaa hh:mm');
  });
});

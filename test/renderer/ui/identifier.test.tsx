import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Identifier, identifierParts } from '../../../renderer/src/ui/Identifier';
import { installFakeApi, ok } from '../support/fake-api';

describe('an identifier on screen', () => {
  let copied: unknown[];
  beforeEach(() => {
    copied = [];
    installFakeApi().answerAlways('app.copyText', (input) => {
      copied.push(input);
      return ok(null);
    });
  });
  afterEach(cleanup);

  it('marks every zero (never read as the letter O), keeps the text exact, and copies it through main', async () => {
    render(<Identifier value="SO00459663" label="order number" />);
    const text = document.querySelector('.identifier-text')!;
    expect(text.textContent).toBe('SO00459663');
    // Each digit zero is its own marked glyph; the letters O stay plain.
    expect([...text.querySelectorAll('.zero')].map((zero) => zero.textContent)).toEqual(['0', '0']);
    expect(identifierParts('SO00459663')).toEqual([
      { text: 'SO', zero: false },
      { text: '00', zero: true },
      { text: '459663', zero: false },
    ]);
    await act(async () => screen.getByRole('button', { name: 'Copy order number' }).click());
    expect(copied).toEqual([{ text: 'SO00459663' }]);
  });

  it('a click on Copy in a clickable row never opens the row', async () => {
    let opened = 0;
    render(
      <table>
        <tbody>
          <tr onClick={() => (opened += 1)}>
            <td>
              <Identifier value="SO100" label="order number" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    await act(async () => screen.getByRole('button', { name: 'Copy order number' }).click());
    expect(opened).toBe(0);
    expect(copied).toEqual([{ text: 'SO100' }]);
  });
});

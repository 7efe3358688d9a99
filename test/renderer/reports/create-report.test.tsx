import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerContext } from '../../../renderer/src/customers/context';
import { CreateReport } from '../../../renderer/src/reports/CreateReport';
import { deskApi, PROFILE } from '../trading/desk-harness';
import { flush } from '../support/settle';

describe('report centre form', () => {
  afterEach(cleanup);

  it("defaults the reference currency to the customer's own (EUR for a EUR customer), not CHF", async () => {
    await deskApi([{ customerNumber: '100202', name: 'Euro Treasury GmbH', referenceCurrency: 'EUR' }]);
    const context = { profileId: PROFILE.id, revision: 0, customer: '100202' } as CustomerContext;
    render(<CreateReport context={context} />);
    await flush();
    const select = screen.getByLabelText(/^Report/) as HTMLSelectElement;
    const balance = [...select.options].find((option) => /balance/i.test(option.textContent ?? ''));
    await act(async () => {
      select.value = balance!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect((screen.getByLabelText('Reference currency') as HTMLInputElement).value).toBe('EUR');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DeviceOptionCallSourcesDocument } from '../../../../generated/graphql';

type User = ReturnType<typeof userEvent.setup>;

/** The call sources the button and indicator forms offer. */
export const CALL_SOURCE_MOCK: MockLink.MockedResponse = {
  request: { query: DeviceOptionCallSourcesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
  result: {
    data: {
      callSources: {
        __typename: 'CallSourceList',
        items: [
          { __typename: 'CallSource', id: 7, number: 101, text: 'Zimmer 1' },
          { __typename: 'CallSource', id: 8, number: 102, text: 'Zimmer 2' },
        ],
      },
    },
  },
};

/** Picks an option of the Mantine select labelled `label` (its options stay mounted, hidden, in jsdom). */
export async function pickOption(user: User, label: string | RegExp, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const box = id ? document.getElementById(id) : null;
    if (!box) throw new Error(`no options for ${String(label)}`);
    return box;
  });
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }, { timeout: 5000 }));
}

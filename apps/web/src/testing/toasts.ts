import { waitFor, within } from '@testing-library/react';

/**
 * The toast saying `text` in react-hot-toast's live region, as e2e/support.ts finds it in the browser. It is there, not
 * visible: its entrance animation, which raises its opacity, does not run in jsdom.
 */
export const findToast = async (text: string | RegExp) => {
  // The toaster loads with the first toast (lib/toast.ts).
  const toaster = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-rht-toaster]');
    if (!found) throw new Error('the app renders no toaster');
    return found;
  });
  return within(toaster).findByText(text);
};

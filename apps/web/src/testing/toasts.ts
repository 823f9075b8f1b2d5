import { within } from '@testing-library/react';

/**
 * The toast saying `text` in react-hot-toast's live region, as e2e/support.ts finds it in the browser. It is there, not
 * visible: its entrance animation, which raises its opacity, does not run in jsdom.
 */
export const findToast = async (text: string | RegExp) => {
  const toaster = document.querySelector<HTMLElement>('[data-rht-toaster]');
  if (!toaster) throw new Error('the app renders no toaster');
  return within(toaster).findByText(text);
};

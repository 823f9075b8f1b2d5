import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { i18n, loadEveryCatalog } from '../i18n/i18n.ts';
import { unanswered } from './api-stub.ts';

// The ALTCHA widget solves a proof of work in workers, which a DOM without layout or workers cannot run: the browser
// journeys solve it for real. Here it is a checkbox with the widget's label that hands the form an answer; the
// `Captcha` around it (its provider query, loading and error states) is the app's own.
vi.mock('../components/captcha/altcha-widget.tsx', () => import('./captcha-stub.tsx'));

// A screen's first render in a file loads its lazy modules, which on a shared 2-core machine takes seconds. Role
// queries do not compute each candidate's visibility (getComputedStyle over every emotion rule, seconds per query on a
// long form in jsdom): tests assert visibility where it is the point, and axe checks what is exposed.
configure({ asyncUtilTimeout: 30_000, defaultHidden: true });

// The document the app mounts in is index.html's: its language and title.
const page = new DOMParser().parseFromString(indexHtml, 'text/html');
document.documentElement.lang = page.documentElement.lang;
document.title = page.title;

// A browser names each element with an id on `window`, and goober (react-hot-toast's styles) finds its one style
// element that way (`window._goober`). The test window does not, so each toast added style elements of its own:
// thousands in a file, each one more sheet that every style computation (axe, visibility, pointer events) walks.
Object.defineProperty(window, '_goober', { configurable: true, get: () => document.getElementById('_goober') });

// Every English catalog, as the page's: a screen's test reads its texts from its first render.
await loadEveryCatalog(i18n);

// jsdom lays nothing out, so nothing would ever come near the viewport: everything observed is in view at once.
globalThis.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

// jsdom has no media queries (MUI's useMediaQuery asks): a wide screen that matches none.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// As in the browser suite (e2e/fixtures.ts): a console error fails the test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // Failed answers are logged as warnings on purpose (api/client.ts); the error states under test provoke them.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  toast.remove();
  // Sessions a test signed in (staff-session.ts) end with it.
  localStorage.clear();
  vi.restoreAllMocks();
  expect(unanswered, 'requests no stub answered').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});

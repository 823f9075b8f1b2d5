import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe's WCAG 2.2 AA rules (as e2e/fixtures.ts) on the document as it is now, toasts left out as there. jsdom lays
 * nothing out: rules that need a rendering (contrast, target size, reflow) cannot run here and are left to the
 * browser journeys, which scan the same components at both widths.
 */
export const expectAccessible = async (state: string) => {
  const { violations } = await axe.run(
    { exclude: [['[data-rht-toaster]']] },
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
      resultTypes: ['violations'],
    },
  );
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${state}`).toEqual([]);
};

import { expect, it } from 'vitest';
import { oncePerCard } from './once-per-card.ts';

it('tells a card once however long it is held up, and again once it has been 3 s out of sight', () => {
  const isNewCard = oncePerCard();
  // Held up for ten seconds, read every 150 ms or so.
  const reads = Array.from({ length: 70 }, (_, read) => isNewCard('AAAAA-00000', read * 150));
  expect(reads.filter(Boolean)).toHaveLength(1);
  expect(reads[0]).toBe(true);
  expect(isNewCard('AAAAA-00000', 69 * 150 + 2_999)).toBe(false);
  expect(isNewCard('AAAAA-00000', 69 * 150 + 2_999 + 3_000)).toBe(true);
});

it('tells another card at once, and the first one again after it', () => {
  const isNewCard = oncePerCard();
  expect(isNewCard('AAAAA-00000', 0)).toBe(true);
  expect(isNewCard('BBBBB-11111', 200)).toBe(true);
  expect(isNewCard('AAAAA-00000', 400)).toBe(true);
});

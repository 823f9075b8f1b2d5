/**
 * A code read again before it has been out of the camera's sight this long is the same card still held up, not a
 * new check-in.
 */
const SAME_CARD_MS = 3_000;

/** Tells each card held up to the camera once, however long it is held: true for a code read at `now` from a new card. */
export const oncePerCard = () => {
  let last = { code: '', seenAt: Number.NEGATIVE_INFINITY };
  return (code: string, now: number) => {
    const isNewCard = code !== last.code || now - last.seenAt >= SAME_CARD_MS;
    last = { code, seenAt: now };
    return isNewCard;
  };
};

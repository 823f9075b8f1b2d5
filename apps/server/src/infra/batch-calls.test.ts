import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls.ts';

/** A `run` that records its batches and ends each one only when the test says so. */
const heldRun = () => {
  const batches: Array<{ key: string; inputs: number[]; end(error?: Error): void }> = [];
  const run = (key: string, inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push({ key, inputs, end: (error) => (error ? reject(error) : resolve(inputs.map((n) => n * 10))) });
    });
  return { batches, run };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchCalls', () => {
  it('runs a call alone at once, and the calls made meanwhile together when it ends, each with its own output', async () => {
    const { batches, run } = heldRun();
    const call = batchCalls(run);
    const first = call('event', 1);
    const waiting = [call('event', 2), call('event', 3), call('event', 4)];
    expect(batches.map((batch) => batch.inputs)).toEqual([[1]]);
    batches[0]?.end();
    expect(await first).toBe(10);
    await settle();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4]]);
    batches[1]?.end();
    expect(await Promise.all(waiting)).toEqual([20, 30, 40]);
  });

  it('runs the batches of different keys side by side', () => {
    const { batches, run } = heldRun();
    const call = batchCalls(run);
    void call('one event', 1);
    void call('another event', 2);
    expect(batches.map(({ key, inputs }) => [key, inputs])).toEqual([
      ['one event', [1]],
      ['another event', [2]],
    ]);
  });

  it('fails every call of a failed batch, and runs the next batch all the same', async () => {
    const { batches, run } = heldRun();
    const call = batchCalls(run);
    const first = call('event', 1);
    const second = call('event', 2);
    batches[0]?.end(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await settle();
    batches[1]?.end();
    expect(await second).toBe(20);
  });

  it('runs up to its concurrency of batches of a key at once', async () => {
    const { batches, run } = heldRun();
    const call = batchCalls(run, { concurrency: 2 });
    const calls = [1, 2, 3, 4].map((n) => call('event', n));
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2]]);
    batches[1]?.end();
    await settle();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2], [3, 4]]);
    batches[0]?.end();
    batches[2]?.end();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40]);
  });

  it('starts afresh once a key has nothing left to run', async () => {
    const { batches, run } = heldRun();
    const call = batchCalls(run);
    const first = call('event', 1);
    batches[0]?.end();
    await first;
    await settle();
    void call('event', 2);
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2]]);
  });
});

interface Call<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: unknown): void;
}

interface KeyState<In, Out> {
  running: number;
  waiting: Call<In, Out>[];
}

/**
 * Runs calls of one key in batches: a call made while fewer than `concurrency` batches of its key are under way runs
 * at once, alone; calls made meanwhile wait and run together, as the next batch, when one ends. Under a burst, work
 * that would take a statement (and a commit) per call takes one per batch; at rest nothing waits. `run` answers one
 * output per input, in order.
 */
export const batchCalls = <In, Out>(
  run: (key: string, inputs: In[]) => Promise<Out[]>,
  { concurrency = 1 }: { concurrency?: number } = {},
) => {
  const keys = new Map<string, KeyState<In, Out>>();

  const start = (key: string, state: KeyState<In, Out>, batch: Call<In, Out>[]) => {
    state.running += 1;
    run(
      key,
      batch.map((call) => call.input),
    )
      .then(
        (outputs) => {
          for (const [i, call] of batch.entries()) call.resolve(outputs[i] as Out);
        },
        (error: unknown) => {
          for (const call of batch) call.reject(error);
        },
      )
      .finally(() => {
        state.running -= 1;
        if (state.waiting.length > 0) start(key, state, state.waiting.splice(0));
        else if (state.running === 0) keys.delete(key);
      });
  };

  return (key: string, input: In): Promise<Out> =>
    new Promise((resolve, reject) => {
      const call = { input, resolve, reject };
      let state = keys.get(key);
      if (!state) {
        state = { running: 0, waiting: [] };
        keys.set(key, state);
      }
      if (state.running < concurrency) start(key, state, [call]);
      else state.waiting.push(call);
    });
};

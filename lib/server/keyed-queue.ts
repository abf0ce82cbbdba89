/**
 * Runs tasks one at a time per key (a game), in arrival order, so each command is applied to the
 * state the previous one left; different games proceed independently.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function runExclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

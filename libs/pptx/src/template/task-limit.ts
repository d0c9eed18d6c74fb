/** Starts a task now or when one of the tasks in flight settles. */
export type TaskLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `limit` tasks in flight, the others started in the order they were asked for. A render
 * deflates its parts through one of these: each compression holds a zlib state of a few hundred KB
 * until it ends, so starting every part of a deck of 1,000 repeated slides at once took 1.5 GB.
 */
export function taskLimit(limit: number): TaskLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  const settled = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        task().then(resolve, reject).finally(settled);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}

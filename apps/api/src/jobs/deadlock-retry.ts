const DEADLOCK = '40P01';
const TRIES = 6;

/**
 * Runs `work` again when PostgreSQL ended it as one side of a deadlock. Instances that start at
 * the same moment create the queue's tables at once (pg-boss's `create_queue` takes no lock of its
 * own); PostgreSQL then aborts one of them, and its retry finds the work done.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK || attempt >= TRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

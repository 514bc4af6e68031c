/**
 * A lazily loaded chunk, asked for once and shared by every caller: `load` runs on the first call,
 * and a failed load (say, offline) is forgotten, so that the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

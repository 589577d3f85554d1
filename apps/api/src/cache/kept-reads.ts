/** A value kept, or the one read in flight that every reader of it until then shares. */
type Kept<T> = { value: T } | { loading: Promise<T> };

/**
 * Answers read from the database, kept by key until dropped, at most `limit` of them (the one asked
 * for longest ago goes first). Readers that find nothing kept share one read (single-flight): a
 * hundred requests arriving just after a change cause one query, not a hundred. A read still in
 * flight when its key is dropped is not kept, since it may have started before the change, and a
 * failed read is not kept either.
 */
export function createKeptReads<K, T>(limit: number) {
  const kept = new Map<K, Kept<T>>();

  const keep = (key: K, entry: Kept<T>) => {
    kept.delete(key);
    kept.set(key, entry);
    for (const oldest of kept.keys()) {
      if (kept.size <= limit) break;
      kept.delete(oldest);
    }
  };

  return {
    /** The kept value at once, else the read in flight, else a new read (`load`) that is kept. */
    read(key: K, load: () => Promise<T>): T | Promise<T> {
      const found = kept.get(key);
      if (found) {
        keep(key, found);
        return 'value' in found ? found.value : found.loading;
      }
      const entry: Kept<T> = {
        loading: load().then(
          (value) => {
            if (kept.get(key) === entry) kept.set(key, { value });
            return value;
          },
          (error: unknown) => {
            if (kept.get(key) === entry) kept.delete(key);
            throw error;
          },
        ),
      };
      keep(key, entry);
      return entry.loading;
    },
    drop(key: K) {
      kept.delete(key);
    },
    /** Drops every kept value `isStale` says is, and every read in flight (what it will read is unknown). */
    dropWhere(isStale: (value: T) => boolean) {
      for (const [key, entry] of kept) if (!('value' in entry) || isStale(entry.value)) kept.delete(key);
    },
    clear() {
      kept.clear();
    },
  };
}

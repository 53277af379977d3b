import type { ImageStore } from '../src/storage';

/** The store, but the `failOn`-th call to put fails (as a full disk or a dropped S3 connection would). */
export function failingOnPut(inner: ImageStore, failOn: number): ImageStore & { puts: string[] } {
  const puts: string[] = [];
  return {
    get: (name) => inner.get(name),
    exists: (name) => inner.exists(name),
    delete: (name) => inner.delete(name),
    puts,
    async put(name, body, contentType) {
      puts.push(name);
      if (puts.length === failOn)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      // Let the other writes of the batch land first, so the failure really is part-way.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await inner.put(name, body, contentType);
    },
  };
}

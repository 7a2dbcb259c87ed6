// Structural sharing for JSON data: the parts of `next` that equal the same parts of `previous`
// are the previous objects themselves. When the boot's catalog arrives and matches what the page
// already shows (the server's seed), memoized components see the same objects and skip their
// re-render: one long task fewer on a phone.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `next`, with every part that deep-equals its counterpart in `previous` replaced by that part. */
export function reuseEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => reuseEqual(previous[index], item));
    const same = previous.length === next.length && shared.every((item, index) => item === previous[index]);
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    let same = keys.length === Object.keys(previous).length;
    for (const key of keys) {
      shared[key] = reuseEqual(previous[key], next[key]);
      same &&= key in previous && shared[key] === previous[key];
    }
    return (same ? previous : shared) as T;
  }
  return next;
}

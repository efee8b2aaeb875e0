/**
 * A least-recently-used map bounded by a total weight (entries, bytes, ...): setting past the
 * bound drops the least recently used entries, telling `onEvict`.
 */
export class LruCache<Key, Value> {
  private readonly entries = new Map<Key, { value: Value; weight: number }>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: Value) => number,
    private readonly onEvict: (value: Value) => void = () => undefined,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: Key): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: Key, value: Value): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
      this.onEvict(entry.value);
    }
  }

  delete(key: Key): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}

/**
 * Values with weights, for area-weighted statistics. Integer rasters of up to 16 bits collect
 * distinct values in a Map (a DEM tile has a few thousand); wider types keep every value.
 */
export class WeightedValues {
  private readonly byValue = new Map<number, number>();
  private values = new Float64Array(1024);
  private weights = new Float64Array(1024);
  private length = 0;
  constructor(private readonly distinct: boolean) {}

  add(value: number, weight: number): void {
    if (this.distinct) {
      this.byValue.set(value, (this.byValue.get(value) ?? 0) + weight);
      return;
    }
    if (this.length === this.values.length) {
      this.values = grow(this.values);
      this.weights = grow(this.weights);
    }
    this.values[this.length] = value;
    this.weights[this.length++] = weight;
  }

  /** Values ascending, with their weights. */
  sorted(): { values: Float64Array; weights: Float64Array } {
    if (this.distinct) {
      const entries = [...this.byValue].sort(([a], [b]) => a - b);
      return {
        values: Float64Array.from(entries, ([value]) => value),
        weights: Float64Array.from(entries, ([, weight]) => weight),
      };
    }
    const order = new Uint32Array(this.length);
    for (let index = 0; index < order.length; index++) order[index] = index;
    const values = this.values;
    order.sort((a, b) => (values[a] as number) - (values[b] as number));
    return {
      values: Float64Array.from(order, (index) => values[index] as number),
      weights: Float64Array.from(order, (index) => this.weights[index] as number),
    };
  }
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Weighted percentile p (0..100): the smallest value whose cumulative weight reaches p % of the
 * total (p = 0 gives the minimum, p = 100 the maximum). No interpolation: the result is always
 * a value the raster holds, as a class-like percentile of a DEM should be.
 */
export function weightedPercentile(
  values: Float64Array,
  weights: Float64Array,
  total: number,
  p: number,
): number {
  const target = (Math.min(100, Math.max(0, p)) / 100) * total;
  let cumulative = 0;
  for (let index = 0; index < values.length; index++) {
    cumulative += weights[index] as number;
    if (cumulative >= target * (1 - 1e-12)) return values[index] as number;
  }
  return values[values.length - 1] ?? Number.NaN;
}

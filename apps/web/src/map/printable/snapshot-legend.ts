import type { ResultLegend } from '@ecotone/contracts';

/** The legend as the snapshot draws it: texts already translated and formatted. */
export interface SnapshotLegend {
  title: string | null;
  items: readonly { label: string; color: string; heading: boolean }[];
  gradient: { colors: readonly string[]; minLabel: string; maxLabel: string } | null;
}

/**
 * A result layer's legend (specs/3 section 3) for the snapshot: its classes, or its gradient
 * with min and max in the layer's unit. `title` replaces the legend's own (the editor's
 * "legend name", remembered in this browser).
 */
export function snapshotLegend(
  legend: ResultLegend,
  formatNumber: (value: number) => string,
  title: string | null = legend.title,
): SnapshotLegend {
  const gradient = legend.gradient;
  const withUnit = (value: number) =>
    gradient?.unit ? `${formatNumber(value)} ${gradient.unit}` : formatNumber(value);
  return {
    title: title?.trim() || gradient?.label || null,
    items: legend.items.map((item) => ({
      label: item.primaryLabel,
      color: item.color,
      heading: item.heading,
    })),
    gradient: gradient
      ? {
          colors: gradient.colors,
          minLabel: withUnit(gradient.min),
          maxLabel: withUnit(gradient.max),
        }
      : null,
  };
}

/** What a layer says of how a map opens it (analysis LayerMapHints, contracts' layer reference). */
export interface OpeningHints {
  initialActive?: boolean | null | undefined;
  timeSeries?: { groupId: string; year: number } | undefined;
}

/**
 * The raster layer a tool's map shows, of its image layers: the layer the map view opens with
 * (the first `initialActive`, else the first), and of a time series its latest year. The
 * assessment page's maps and the report's follow this one rule.
 */
export function openingMapLayer<T extends OpeningHints>(images: readonly T[]): T | null {
  const opening = images.find((layer) => layer.initialActive) ?? images[0];
  if (!opening?.timeSeries) return opening ?? null;
  const { groupId } = opening.timeSeries;
  return images
    .filter((layer) => layer.timeSeries?.groupId === groupId)
    .reduce((latest, layer) =>
      (layer.timeSeries?.year ?? 0) > (latest.timeSeries?.year ?? 0) ? layer : latest,
    );
}

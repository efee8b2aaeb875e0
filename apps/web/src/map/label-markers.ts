import { type Map as MapLibreMap, Marker } from 'maplibre-gl';

export interface MapLabel {
  position: [number, number];
  text: string;
}

/**
 * Names drawn as HTML markers: the offline basemap has no glyphs for MapLibre's symbol layers,
 * and a handful of feature names needs none.
 */
export class LabelMarkers {
  private markers: Marker[] = [];

  constructor(private readonly map: MapLibreMap) {}

  set(labels: readonly MapLabel[]): void {
    for (const marker of this.markers) marker.remove();
    this.markers = labels.map(({ position, text }) => {
      const element = document.createElement('div');
      element.textContent = text;
      element.dataset.testid = 'map-label';
      Object.assign(element.style, {
        font: '600 12px/1.2 system-ui, sans-serif',
        color: '#fff',
        textShadow: '0 0 3px #000, 0 0 2px #000',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      });
      return new Marker({ element }).setLngLat(position).addTo(this.map);
    });
  }
}

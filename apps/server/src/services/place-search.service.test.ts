import type { Place } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import { createPlaceSearchService } from './place-search.service.js';

const place = (id: string, label: string): Place => ({
  id,
  name: label.split(',')[0] ?? label,
  label,
  kind: 'place',
  longitude: 36.8,
  latitude: -1.3,
  bbox: null,
});

describe('place search service', () => {
  it('answers one line per label when the source gives a place twice (a city and its boundary)', async () => {
    const service = createPlaceSearchService({
      attribution: 'OpenStreetMap contributors (ODbL)',
      search: () => [
        place('osm:1', 'Nairobi, Kenya'),
        place('osm:2', 'Nairobi, Kenya'),
        place('osm:3', 'Nairobi National Park, Kenya'),
      ],
    });

    const answer = await service.search('Nairobi', 'en');

    expect(answer.places.map((found) => found.id)).toEqual(['osm:1', 'osm:3']);
    expect(answer.attribution).toBe('OpenStreetMap contributors (ODbL)');
  });
});

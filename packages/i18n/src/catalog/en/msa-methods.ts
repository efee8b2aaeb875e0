/**
 * Owned by the analysis engine's MSA tools (biodiversityMsa, wetlandsBiodiversityMsa); see
 * docs/analyses/biodiversity-msa.md.
 */
export const msaMethods = {
  methods: {
    landUse: 'GLOBIO3 land-use MSA of each land-cover class (Alkemade et al. 2009)',
    infrastructure:
      'GLOBIO4 disturbance by infrastructure: MSA of birds and mammals by distance to the nearest road',
    fragmentation:
      'GLOBIO4 fragmentation: MSA of birds and mammals by the area of the natural patch roads delimit',
    encroachment:
      'GLOBIO4 human encroachment (hunting) in tropical biomes: MSA of birds and mammals by distance to the nearest settlement',
    wetlands:
      'GLOBIO-Aquatic wetland MSA: human land use around each wetland and wetlands lost to conversion (Janse et al. 2015)',
  },
  layers: {
    before: 'Mean species abundance before',
    after: 'Mean species abundance after {{years}} years',
    wetlandBefore: 'Wetland mean species abundance before',
    wetlandAfter: 'Wetland mean species abundance after {{years}} years',
  },
  legend: {
    msa: 'Mean species abundance (0 to 1)',
  },
  warnings: {
    unverifiedConstants:
      'Some values were not checked against their published source and may change: {{constants}}.',
    noEcologicalZone:
      'No ecological zone map is available: hunting pressure (tropics only) is left out and grassland is taken as grazed natural grassland.',
    noEligibleLand: 'No part of the area is land this activity changes.',
    notComputedArea: '{{percent}}% of the area is water or has no land-cover data and has no MSA.',
    noWetlandExtent:
      'No wetland extent map is available: only wetlands in today’s land cover are counted and none as lost.',
    noWetlands: 'The area has no wetlands.',
  },
} as const;

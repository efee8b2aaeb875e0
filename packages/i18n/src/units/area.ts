import type { Acres, Hectares } from './brands.js';
import { ACRES_PER_HECTARE, HECTARES_PER_ACRE } from './conversion-factors.js';

/** Runs when parcel search receives a parcel's acreage from the provider (specs/1 section 9). */
export function acresToHectares(area: Acres): Hectares {
  return (area * HECTARES_PER_ACRE) as Hectares;
}

/** The display conversion of specs/2 section 9, typed for callers that hold a `Hectares` value. */
export function hectaresToAcres(area: Hectares): Acres {
  return (area * ACRES_PER_HECTARE) as Acres;
}

/** A point typed into the place search, in degrees. */
export interface TypedCoordinates {
  latitude: number;
  longitude: number;
}

// Two signed decimal numbers (dot as decimal mark) separated by a comma, a semicolon or spaces,
// in the 'lat, lon' order the spec names. A decimal comma ('44,5') is not accepted: in
// '44,5, -107,4' the commas cannot be told apart, so such text goes to the place search instead.
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const LAT_LON = new RegExp(String.raw`^\s*(${NUMBER})\s*°?\s*(?:[,;]\s*|\s+)(${NUMBER})\s*°?\s*$`);

/**
 * Reads 'lat, lon' from the place-search box (specs/1 section 5). Latitude must be within
 * -90..90 and longitude within -180..180; anything else is `null` and is searched as a place name.
 */
export function parseCoordinates(text: string): TypedCoordinates | null {
  const match = LAT_LON.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return null;
  return { latitude, longitude };
}

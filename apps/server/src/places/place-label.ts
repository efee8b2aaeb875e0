import { normalizePlaceName } from './normalize-place-name.js';

/** "Nairobi County" repeats "Nairobi"; "New York" repeats "New York"; "Yorkshire" does not. */
function repeats(part: string, earlier: string): boolean {
  const normalizedPart = normalizePlaceName(part);
  const normalizedEarlier = normalizePlaceName(earlier);
  return normalizedPart === normalizedEarlier || normalizedPart.startsWith(`${normalizedEarlier} `);
}

/**
 * A suggestion's line, "Sheridan, Wyoming, United States": the place, its region and country,
 * each left out when it only repeats a name before it ("Nairobi, Nairobi County, Kenya" reads
 * "Nairobi" twice and becomes "Nairobi, Kenya"; "Singapore, Singapore" becomes "Singapore").
 */
export function placeLabel(name: string, region: string | undefined, country: string): string {
  const parts = [name];
  for (const part of [region, country]) {
    if (part && !parts.some((earlier) => repeats(part, earlier))) parts.push(part);
  }
  return parts.join(', ');
}

/**
 * The answer of `GET {ipGeolocationUrl}/country`: a country code as plain text (`AR`), as a JSON
 * string (`"AR"`) or as `{ "country": "AR" }`. Anything else is no answer.
 */
export function parseCountryAnswer(body: string): string | undefined {
  let value: unknown = body.trim();
  try {
    value = JSON.parse(body);
  } catch {
    // Plain text.
  }
  if (typeof value === 'object' && value !== null && 'country' in value) value = value.country;
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** Asks the configured IP geolocation service for the visitor's country. */
export async function fetchIpCountry(baseUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/country`, { signal });
  if (!response.ok) throw new Error(`IP geolocation answered ${response.status}`);
  const code = parseCountryAnswer(await response.text());
  if (!code) throw new Error('IP geolocation gave no country code');
  return code;
}

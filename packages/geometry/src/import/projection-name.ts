/**
 * A short, human name for a projection definition, for messages: the WKT's PROJECTION method when
 * it has one (that is usually what proj4 does not know), else the CRS name, else its start.
 */
export function projectionName(definition: string): string {
  const method = /PROJECTION\s*\[\s*"([^"]*)"/i.exec(definition)?.[1];
  const method2 = /METHOD\s*\[\s*"([^"]*)"/i.exec(definition)?.[1];
  const crs = /^\s*[A-Z_]+\s*\[\s*"([^"]*)"/i.exec(definition)?.[1];
  const name = method ?? method2 ?? crs ?? definition.trim();
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}

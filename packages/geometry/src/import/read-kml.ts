import { kml } from '@tmcw/togeojson';
import { DOMParser, type Document } from '@xmldom/xmldom';
import { type Result, refuse } from '../types.js';
import { decodeText } from './decode-text.js';
import type { ReadLayer } from './import.types.js';
import { layerFromFeatures } from './layer-from-features.js';

/** The XML declaration's encoding (`<?xml version="1.0" encoding="ISO-8859-1"?>`), if any. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];
}

function parseXml(text: string): Document | undefined {
  try {
    // Errors are collected by returning: xmldom throws on fatal ones, which is all we act on.
    const parser = new DOMParser({ onError: () => undefined });
    return parser.parseFromString(text, 'text/xml');
  } catch {
    return undefined;
  }
}

/** The `<name>` directly inside the top `<Document>` (not a placemark's further down). */
function documentName(document: Document): string | undefined {
  const container = document.documentElement?.getElementsByTagName('Document')[0];
  const children = Array.from(container?.childNodes ?? []);
  const name = children.find((node) => node.nodeName === 'name')?.textContent?.trim();
  return name === '' ? undefined : name;
}

/**
 * A .kml upload (or the KML inside a .kmz) through togeojson: placemarks with polygons, including
 * MultiGeometry, become shape features; altitudes are dropped. Named by its Document's name.
 */
export function readKml(bytes: Uint8Array, file: string, fallbackName: string): Result<ReadLayer> {
  const document = parseXml(decodeText(bytes, declaredEncoding(bytes)));
  if (document?.documentElement?.localName !== 'kml') return refuse('INVALID_KML', { file });
  let features: readonly unknown[];
  try {
    features = kml(document, { skipNullGeometry: true }).features;
  } catch {
    return refuse('INVALID_KML', { file });
  }
  if (features.length === 0) return refuse('NO_SHAPES', { file });
  const name = documentName(document) ?? fallbackName;
  return layerFromFeatures({ name, file, label: file, features, projection: null });
}

import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { type CatalogueFile, catalogueSchema, type DatasetEntry } from './catalogue.schema.js';

/**
 * A catalogue entry ready to route to. `unavailable` says why an entry cannot be used in this
 * deployment (an environment variable its URL needs is not set); such entries stay listed so the
 * error an analysis gets names what is missing.
 */
export interface CatalogueDataset extends DatasetEntry {
  unavailable?: string;
}

export interface DatasetCatalogue {
  datasets: CatalogueDataset[];
}

/** The catalogue file is wrong; `issues` are one line each, naming the entry by index and id. */
export class CatalogueError extends Error {
  readonly issues: string[];
  constructor(where: string, issues: string[]) {
    super(`Invalid dataset catalogue ${where}:\n${issues.map((issue) => `  ${issue}`).join('\n')}`);
    this.name = 'CatalogueError';
    this.issues = issues;
  }
}

export interface ParseCatalogueOptions {
  /** Values for `${NAME}` placeholders in URLs; usually `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Relative paths and URLs in the file resolve against this (the file's own location). */
  baseUrl?: string;
  /** Named in error messages. */
  where?: string;
}

/** Validates a parsed catalogue document: fails with every problem at once, or returns it. */
export function parseCatalogue(
  document: unknown,
  options: ParseCatalogueOptions = {},
): DatasetCatalogue {
  const where = options.where ?? '(inline)';
  const parsed = catalogueSchema.safeParse(document);
  if (!parsed.success) throw new CatalogueError(where, describeIssues(parsed.error, document));
  const ids = new Set<string>();
  const duplicates = parsed.data.datasets.flatMap((dataset, index) => {
    if (!ids.has(dataset.id)) {
      ids.add(dataset.id);
      return [];
    }
    return [`datasets[${index}] (id "${dataset.id}"): id: used by an earlier entry`];
  });
  if (duplicates.length > 0) throw new CatalogueError(where, duplicates);
  return { datasets: parsed.data.datasets.map((dataset) => resolveLocations(dataset, options)) };
}

/** Reads and validates a catalogue file (CATALOG_PATH). */
export async function loadCatalogue(
  path: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<DatasetCatalogue> {
  const text = await readFile(path, 'utf8');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(path, [`not valid JSON: ${(error as Error).message}`]);
  }
  return parseCatalogue(document, { env, baseUrl: pathToFileURL(path).href, where: path });
}

function describeIssues(error: z.ZodError, document: unknown): string[] {
  const datasets = (document as Partial<CatalogueFile> | null)?.datasets;
  return error.issues.map((issue) => {
    const [first, index, ...rest] = issue.path;
    if (first !== 'datasets' || typeof index !== 'number') {
      return `${issue.path.join('.') || '(root)'}: ${issue.message}`;
    }
    const id = (datasets?.[index] as { id?: unknown } | undefined)?.id;
    const name = typeof id === 'string' ? ` (id "${id}")` : '';
    return `datasets[${index}]${name}: ${rest.join('.') || '(entry)'}: ${issue.message}`;
  });
}

const PLACEHOLDER = /\$\{([A-Z0-9_]+)\}/g;

function resolveLocations(dataset: DatasetEntry, options: ParseCatalogueOptions): CatalogueDataset {
  const missing = new Set<string>();
  const resolve = (location: string): string => {
    const substituted = location.replace(PLACEHOLDER, (_, name: string) => {
      const value = options.env?.[name];
      if (value === undefined || value === '') {
        missing.add(name);
        return `\${${name}}`;
      }
      return value.replace(/\/+$/, '');
    });
    return absolute(substituted, options.baseUrl);
  };
  const source =
    dataset.source.kind === 'stac'
      ? {
          ...dataset.source,
          ...(dataset.source.api !== undefined && { api: resolve(dataset.source.api) }),
          ...(dataset.source.catalog !== undefined && { catalog: resolve(dataset.source.catalog) }),
        }
      : dataset.source.kind === 'stac-index'
        ? { ...dataset.source, api: resolve(dataset.source.api) }
        : { ...dataset.source, url: resolve(dataset.source.url) };
  const resolved: CatalogueDataset = { ...dataset, source };
  if (missing.size > 0) {
    resolved.unavailable = `dataset ${dataset.id} needs the environment variable ${[...missing].join(', ')}`;
  }
  return resolved;
}

/** Absolute URLs stay; relative paths resolve against the catalogue file. Placeholders survive. */
function absolute(location: string, baseUrl: string | undefined): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith('/') || !baseUrl) {
    return location;
  }
  // decodeURI gives the {year}/{tile} placeholders back their braces.
  return decodeURI(new URL(location, baseUrl).href);
}

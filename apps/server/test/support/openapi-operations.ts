/**
 * The operations of the OpenAPI document the app serves (`/api/docs/json`), reduced to what the
 * malformed-request walk needs: where the parameters go, their schemas, the body's schema and
 * its size limit (`x-body-limit`, added to the document by app.ts).
 */
import type { JsonSchema } from './json-schema-sample.js';

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/shape-file/{id}`. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  bodySchema: JsonSchema | undefined;
  /** Bytes; undefined when the document does not say (the app's default applies). */
  bodyLimit: number | undefined;
  /** 4xx statuses the document answers with something else than JSON (no error envelope then). */
  nonJsonStatuses: number[];
}

interface DocumentOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-body-limit'?: number;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function parametersIn(operation: DocumentOperation, place: 'path' | 'query'): Parameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      schema: parameter.schema ?? {},
      required: parameter.required ?? false,
    }));
}

function nonJsonStatuses(operation: DocumentOperation): number[] {
  return Object.entries(operation.responses ?? {})
    .filter(([, response]) => {
      const types = Object.keys(response.content ?? {});
      return types.length > 0 && !types.some((type) => type.includes('json'));
    })
    .map(([status]) => Number(status));
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParameters: parametersIn(operation, 'path'),
        queryParameters: parametersIn(operation, 'query'),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        bodyLimit: operation['x-body-limit'],
        nonJsonStatuses: nonJsonStatuses(operation),
      })),
  );
}

/** Methods whose requests carry a body (browsers send one with DELETE too). */
export const takesBody = (operation: Operation) => operation.method !== 'GET';

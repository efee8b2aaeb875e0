import type { ShapeCollection } from '@ecotone/geometry';
import type {
  ExportFormat,
  GeometryRequest,
  GeometryResponse,
  GeometryResults,
  GeometryTask,
} from './geometry-protocol';

/** exportFileName reads the UTC date: the local day's UTC midnight names the file after it. */
const localDayAsUtc = (date: Date): number =>
  Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let nextRequestId = 1;
const pending = new Map<number, Pending>();

function geometryWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./geometry.worker.ts', import.meta.url), {
    type: 'module',
    name: 'geometry',
  });
  worker.onmessage = (event: MessageEvent<GeometryResponse>) => {
    const answer = event.data;
    const request = pending.get(answer.requestId);
    if (!request) return;
    pending.delete(answer.requestId);
    if (answer.ok) request.resolve(answer.result as never);
    else request.reject(new Error(answer.message));
  };
  worker.onerror = (event) => {
    // A worker that failed to load answers nothing: fail every waiting request, start afresh next time.
    const error = new Error(event.message || 'The geometry worker failed');
    for (const request of pending.values()) request.reject(error);
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** Sends one task to the (single, lazily started) geometry worker. */
function run<Kind extends GeometryTask['kind']>(
  task: Extract<GeometryTask, { kind: Kind }>,
): Promise<GeometryResults[Kind]> {
  const requestId = nextRequestId++;
  return new Promise<GeometryResults[Kind]>((resolve, reject) => {
    pending.set(requestId, { resolve: resolve as (value: never) => void, reject });
    const request = { ...task, requestId } as GeometryRequest;
    geometryWorker().postMessage(request);
  });
}

export const geometryClient = {
  measure: (collection: ShapeCollection) => run<'measure'>({ kind: 'measure', collection }),
  decode: (geojson: unknown, compressed: boolean) =>
    run<'decode'>({ kind: 'decode', geojson, compressed }),
  /** The file is named after the person's local calendar day of `date`. */
  export: (format: ExportFormat, collection: ShapeCollection, date: Date) =>
    run<'export'>({ kind: 'export', format, collection, date: localDayAsUtc(date) }),
  countries: (url: string) => run<'countries'>({ kind: 'countries', url }),
  /** An uploaded exclusion mask's text checked and rounded (shapes/mask-file.ts), off the page. */
  maskFile: (text: string, fileName: string) =>
    run<'maskFile'>({ kind: 'maskFile', text, fileName }),
};

/// <reference lib="webworker" />
import type { GeometryRequest, GeometryResponse } from './geometry-protocol';
import { runGeometryTask } from './geometry-tasks';

/**
 * The web app's geometry worker: measuring, decoding uploads, exporting and building the offline
 * basemap run here, so a shape of a million vertices never freezes the map or the buttons.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<GeometryRequest>) => {
  const { requestId, ...task } = event.data;
  let response: GeometryResponse;
  try {
    response = { requestId, ok: true, result: await runGeometryTask(task) };
  } catch (error) {
    response = {
      requestId,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage(response);
};

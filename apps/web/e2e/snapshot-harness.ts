/**
 * What map-snapshot.e2e.ts loads into a blank page: the snapshot's composition, bundled alone
 * (no app, no server), so the drawing is checked in real Chromium.
 */
import { composeSnapshot } from '../src/map/printable/compose-snapshot';

declare global {
  interface Window {
    snapshotHarness?: { composeSnapshot: typeof composeSnapshot };
  }
}

window.snapshotHarness = { composeSnapshot };

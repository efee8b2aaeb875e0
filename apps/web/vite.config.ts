import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are relative to this folder: Vite takes it as root whether it is started here
// (`npm run build -w @ecotone/web`) or from the repository root (`vite build apps/web`).
export default defineConfig({
  plugins: [react()],
  server: {
    // The API (and better-auth under /api/auth) runs on :3000; proxying keeps the session
    // cookie first-party during development, as it is in production where one origin serves both.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  // Module workers (the geometry worker is started with type 'module'), so a worker can load
  // parts on first use (the mask importer) instead of carrying them from its start.
  worker: { format: 'es' },
});

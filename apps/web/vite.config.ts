import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm start); the dev server forwards to it so the
// browser sees one origin and the session cookie works as in production.
const backend = process.env.WARDLIGHT_BACKEND ?? 'http://localhost:8080';

/** locales/<lang>/<namespace>.json → the chunk locale-<lang>. */
function localeChunk(id: string): string | null {
  const language = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/]/.exec(id)?.[1];
  return language ? `locale-${language}` : null;
}

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/backend': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest tells bench/bundle which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk per language: a page fetches its own language's texts in one request (i18n.ts).
          groups: [{ name: localeChunk }],
        },
      },
    },
  },
});

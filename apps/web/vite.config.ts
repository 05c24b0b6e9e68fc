import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lightPageChunk } from './build/light-page-chunks';
import { pwaPlugin } from './src/features/pwa/pwa-plugin';
import { localeChunkName } from './src/i18n/namespaces';

// In development the API runs on its own port (npm start); the dev server forwards to it so the
// browser sees one origin and the session cookie works as in production. The Host header is passed on
// unchanged: the server accepts a request whose Origin names the host it was sent to (ADR 0020).
const backend = process.env.WARDLIGHT_BACKEND ?? 'http://localhost:8080';

/** locales/<lang>/<namespace>.json → locale-<lang> (texts of the first render) or locale-<lang>-console. */
function localeChunk(id: string): string | null {
  const [, language, namespace] = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(id) ?? [];
  return language && namespace ? localeChunkName(language, namespace) : null;
}

export default defineConfig({
  // The mobile console's service worker and nothing else (ADR 0044): scope /pwa, the app shell only.
  plugins: [react(), pwaPlugin()],
  server: {
    proxy: {
      '/backend': { target: backend },
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Source maps would hand the whole source to anyone (ADR 0020); VITE_SOURCEMAP=1 for a local profile.
    sourcemap: process.env.VITE_SOURCEMAP === '1',
    // The manifest tells bench/bundle which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Two chunks per language: a page fetches the texts of its first render in one request, the
          // console's with its first screen that is not the display (i18n/namespaces.ts).
          // The display's and the phone's code in a few chunks, not sixty (build/light-page-chunks.ts).
          groups: [{ name: localeChunk }, { name: lightPageChunk, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm start); the dev server forwards to it so the
// browser sees one origin and the session cookie works as in production.
const backend = process.env.WARDLIGHT_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/backend': { target: backend, changeOrigin: true },
      '/ws': { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});

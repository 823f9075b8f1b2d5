import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Packages every screen needs: one long-cached vendor chunk. Everything else (MUI widgets, forms, captcha) is left to
 * automatic splitting so a screen pulls only what it imports; a catch-all "mui" group would drag the registration
 * form's widgets into the first visit of `/`.
 */
const coreVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|react-hot-toast|goober)[\\/]/;
const styleVendor = /[\\/]node_modules[\\/](@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
      '/healthz': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
      '/healthz': apiOrigin,
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: coreVendor, priority: 2 },
            { name: 'vendor-emotion', test: styleVendor, priority: 1 },
          ],
        },
      },
    },
  },
});

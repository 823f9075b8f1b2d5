import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Packages every screen needs: one long-cached vendor chunk. Everything else (MUI widgets, forms, captcha) is left to
 * automatic splitting so a screen pulls only what it imports; a catch-all "mui" group would drag the registration
 * form's widgets into the first visit of `/`.
 */
const coreVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|react-hot-toast|goober)[\\/]/;
const styleVendor = /[\\/]node_modules[\\/](@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/;

/**
 * MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider, the colour-scheme script: ~8 KB gzipped) is
 * imported by `createTheme` and `ThemeProvider` even when, as here, the theme has no CSS variables and no colour
 * schemes, so both only ever take their plain branch. The build swaps those two modules for stubs that fail loudly
 * should a theme ever ask for CSS variables (then drop this plugin).
 */
const cssVarsStubs: Record<string, string> = {
  './createThemeWithVars.mjs': `export default function createThemeWithVars() {
    throw new Error('bridgehub: CSS-variables themes are stubbed out of the build (vite.config.ts)');
  }`,
  './ThemeProviderWithVars.mjs': `const unsupported = () => {
    throw new Error('bridgehub: CssVarsProvider is stubbed out of the build (vite.config.ts)');
  };
  export const CssVarsProvider = unsupported;
  export const Experimental_CssVarsProvider = unsupported;
  export const useColorScheme = unsupported;
  export const getInitColorSchemeScript = unsupported;`,
};
const stubPrefix = '\0mui-css-vars-stub:';

const muiWithoutCssVars: Plugin = {
  name: 'bridgehub:mui-without-css-vars',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!(source in cssVarsStubs) || !importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
    return stubPrefix + source;
  },
  load(id) {
    return id.startsWith(stubPrefix) ? cssVarsStubs[id.slice(stubPrefix.length)] : null;
  },
};

export default defineConfig({
  plugins: [react(), muiWithoutCssVars],
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
    // Browsers without native modulepreload are below the supported baseline; the polyfill costs every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: coreVendor, priority: 2 },
            { name: 'vendor-emotion', test: styleVendor, priority: 1 },
            // The button spinner most screens show, with MUI's styling runtime it pulls in (theme, sx, styled): one
            // chunk instead of many small shared ones compresses better, ~2 KB less on every first visit (issue 8).
            { name: 'mui-runtime', test: /[\\/]@mui[\\/]material[\\/]CircularProgress[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Packages every screen needs: one long-cached vendor chunk. Everything else (MUI widgets, forms, captcha) is left to
 * automatic splitting so a screen pulls only what it imports; a catch-all "mui" group would drag the registration
 * form's widgets into the first visit of `/`.
 */
const coreVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/;
const styleVendor = /[\\/]node_modules[\\/](@emotion|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/;

const unused = (what: string) => `throw new Error('bridgehub: ${what} is stubbed out of the build (vite.config.ts)');`;

/**
 * MUI modules the product never takes the branch of, swapped for stubs that fail loudly should it ever do so (then
 * drop the stub), keyed by the folder of the MUI module that imports them and what it imports:
 * - MUI's CSS-variables theme (createThemeWithVars, CssVarsProvider, the colour-scheme script: ~8 KB gzipped) is
 *   imported by `createTheme` and `ThemeProvider` even when, as here, the theme has no CSS variables and no colour
 *   schemes, so both only ever take their plain branch.
 * - The ripple (TouchRipple and its transition group, ~1.5 KB gzipped of every first visit): no button draws one, a
 *   press shows by its pressed style (lib/theme.ts), so its stub draws nothing and keeps no state.
 * - Every select is native (`slotProps.select.native`) and every field outlined, yet TextField imports the menu
 *   select (Menu, Popover, MenuList: ~7 KB gzipped) and the standard and filled inputs (~2 KB): the registration
 *   form's first visit carried them all.
 */
const muiStubs: Record<string, Record<string, string>> = {
  styles: {
    './createThemeWithVars.mjs': `export default function createThemeWithVars() { ${unused('a CSS-variables theme')} }`,
    './ThemeProviderWithVars.mjs': `const unsupported = () => { ${unused('CssVarsProvider')} };
      export const CssVarsProvider = unsupported;
      export const Experimental_CssVarsProvider = unsupported;
      export const useColorScheme = unsupported;
      export const getInitColorSchemeScript = unsupported;`,
  },
  ButtonBase: {
    './TouchRipple.mjs': 'export default function TouchRipple() { return null; }',
  },
  Select: {
    './SelectInput.mjs': `export default function SelectInput() { ${unused('a non-native select')} }`,
    '../Input/index.mjs': `export default function Input() { ${unused('the standard variant')} }`,
    '../FilledInput/index.mjs': `export default function FilledInput() { ${unused('the filled variant')} }`,
  },
  TextField: {
    '../Input/index.mjs': `export default function Input() { ${unused('the standard variant')} }`,
    '../FilledInput/index.mjs': `export default function FilledInput() { ${unused('the filled variant')} }`,
  },
};
const stubPrefix = '\0mui-stub:';

const muiWithoutUnusedBranches: Plugin = {
  name: 'bridgehub:mui-without-unused-branches',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const folder = importer?.match(/[\\/]@mui[\\/]material[\\/](\w+)[\\/][^\\/]+$/)?.[1];
    return folder && muiStubs[folder]?.[source] !== undefined ? `${stubPrefix}${folder}:${source}` : null;
  },
  load(id) {
    if (!id.startsWith(stubPrefix)) return null;
    const [folder = '', source = ''] = id.slice(stubPrefix.length).split(':');
    return muiStubs[folder]?.[source] ?? null;
  },
};

export default defineConfig({
  resolve: {
    alias: [
      // @lingui/react reads React's own store hook through this shim, which React 18 and later need not: ~0.5 KB gzipped
      // of every first visit.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  // Lingui compiles the .po catalogs each language's chunks import and expands its macros (natively: no Babel).
  plugins: [react(), lingui({ macroTransform: true }), muiWithoutUnusedBranches],
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
  // The server renderer carries its own production React, MUI and emotion: the page it renders is the one the browser's
  // production build hydrates (same class names), whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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

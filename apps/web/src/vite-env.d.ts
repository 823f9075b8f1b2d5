/// <reference types="vite/client" />

/** A message catalog, compiled by the Lingui Vite plugin (vite.config.ts). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

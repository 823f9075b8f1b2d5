/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Vendor support address shown in the footer and the terms; see src/lib/env.ts. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// What `use-sync-external-store/shim` gives on React 18 and later (vite.config.ts): React's own hook.
export { useSyncExternalStore } from 'react';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it on its first object parse:
 * the CSP (`script-src 'self'`, no 'unsafe-eval') refuses it and Chromium logs a CSP issue, which Lighthouse counts
 * against best practices. The web app parses a few forms, so it runs zod without its JIT. This sets zod's global
 * configuration object (`globalThis.__zod_globalConfig`, which zod reads) without importing zod into the first visit.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

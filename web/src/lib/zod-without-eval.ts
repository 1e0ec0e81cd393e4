/**
 * The app's Content-Security-Policy allows no eval (script-src 'self'). Zod probes for
 * `new Function` when it builds an object schema, to compile a faster parser; the browser reports
 * that caught attempt as a CSP violation (a console issue, and Lighthouse's best-practices audit
 * fails on it). Zod's `jitless` setting skips the probe. Zod reads its settings from this global
 * when it loads, so this module is the entries' first import: it runs before any schema is built.
 */
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

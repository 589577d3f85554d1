import type { core } from 'zod';

/*
 * zod probes `new Function` to compile faster validators; our CSP forbids eval (scripts from self
 * only), so the probe would only log a CSP violation. Validate without it ("jitless").
 *
 * zod reads the setting when a schema is created, so it must be set before any schema exists, in
 * whatever chunk the bundler puts the contract's schemas. main.tsx imports this first, and it sets
 * it without importing zod, on the object zod keeps its settings in and adopts when it loads
 * (https://github.com/colinhacks/zod/pull/5889): pages without a form never download zod.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: core.$ZodConfig };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

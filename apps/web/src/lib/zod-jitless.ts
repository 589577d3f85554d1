import { config } from 'zod';

// zod probes `new Function` to compile faster validators; our CSP forbids eval (scripts from
// self only), so the probe would only log a CSP violation. Validate without it.
config({ jitless: true });

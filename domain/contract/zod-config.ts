import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may; the site's
 * content security policy forbids eval, so zod's probe would report a
 * violation in every browser. Without the JIT, parsing is as correct and
 * fast enough for our payloads. zod reads the setting when a schema is
 * made, so every module that makes schemas imports this one first.
 */
config({ jitless: true });

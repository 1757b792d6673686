#!/usr/bin/env node
/**
 * `npm run build`: the site built into ./public by Gatsby, through site-build.mjs, which every build of the
 * project goes through (npm start, the host's rebuilds, the journeys' stack).
 */
import { buildSite } from './site-build.mjs';

// npm start and the journeys' stack end this process with a signal: the build under way ends with it
const ending = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => ending.abort());
process.exitCode = await buildSite({ signal: ending.signal });

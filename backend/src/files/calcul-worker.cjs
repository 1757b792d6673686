'use strict';
/** The entry of a calculs' thread (calculs.ts), loaded as a file reader's is (worker.cjs). */
require('tsx/cjs/api').register();
// a path TypeScript leaves to tsx's hook: it resolves the .ts file at run time
const entry = './calcul-worker.ts';
require(entry);

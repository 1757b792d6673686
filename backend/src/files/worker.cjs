'use strict';
/**
 * The entry of a file reader's thread (pool.ts). A thread starts as plain
 * Node: the TypeScript loader of the API (`tsx`) or of the tests (jest's
 * transform) is the starting thread's alone, so tsx's require hook is
 * registered here and compiles the readers in both.
 */
require('tsx/cjs/api').register();
// a path TypeScript leaves to tsx's hook: it resolves the .ts file at run time
const entry = './worker.ts';
require(entry);

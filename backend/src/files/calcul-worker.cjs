'use strict';
/** The entry of a calculs' thread (calculs.ts), loaded as a file reader's is (worker.cjs). */
require('tsx/cjs/api').register();
require('./calcul-worker.ts');

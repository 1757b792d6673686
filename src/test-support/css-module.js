/**
 * A CSS module in component tests: every class is its own name, so that a
 * test can find an element by the class the component gives it.
 */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : typeof key === 'string' ? key : undefined) });

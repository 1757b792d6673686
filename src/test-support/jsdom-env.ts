import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

/*
 * What jsdom lacks and Node has, given from Node itself: component tests run
 * the browser code against the real reference API, whose client needs fetch
 * and abort signals, and whose server (in the same test) needs the rest.
 * Node's own, not polyfills: what the tests exercise is what browsers do too.
 */
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
  // the API in the same test makes PDFs: pdf-lib checks a font file Node read with `instanceof Uint8Array`
  'Uint8Array',
] as const;

export default class JsdomWithNodeFetch extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const target = this.global as unknown as Record<string, unknown>;
    const node = globalThis as unknown as Record<string, unknown>;
    for (const name of FROM_NODE) target[name] = node[name];
  }
}

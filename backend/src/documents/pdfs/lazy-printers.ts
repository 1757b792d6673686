import type * as Printers from './printers';

/**
 * The document printers, loaded at the first PDF printed and not with the API: they bring pdf-lib and its font engine
 * (fontkit), which most requests never use and which were a good part of the API's start, paid again by every contract
 * and component test that starts one. A plain `require`, not `import()`: the file readers' threads load TypeScript
 * through tsx's require hook alone, where `import()` of a .ts file fails.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const printers = (): typeof Printers => require('./printers');

import type * as Printers from './printers';

/**
 * The document printers, loaded when first asked for and not with the app: they bring pdf-lib and its font engine
 * (fontkit), a good part of the app's loading, which every contract and component test that starts one paid again
 * though most print nothing. The API's main.ts asks for them before it listens, so that no request pays their loading.
 * A plain `require`, not `import()`: the file readers' threads load TypeScript through tsx's require hook alone, where
 * `import()` of a .ts file fails.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const printers = (): typeof Printers => require('./printers');

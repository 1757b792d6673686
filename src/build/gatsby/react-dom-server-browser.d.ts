/**
 * React 18's web-stream renderer, which `ssr.tsx` runs in Node (`react-dom/server` there is the Node build, whose
 * stream leaks NUL bytes). @types/react-dom types it under `react-dom/server` only.
 */
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}

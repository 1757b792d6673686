/** @jest-environment ./src/test-support/jsdom-env.ts */
import * as React from 'react';
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnUse } from './hydrate-on-use';

/** The component as the server renders it (no window there: every part whole); jsdom has a window, so it is told. */
// React's act() as @testing-library sets it up
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let ServerHydrateOnUse!: typeof HydrateOnUse;
jest.isolateModules(() => {
  // the same React as the page's: a second copy would have no renderer
  jest.doMock('react', () => React);
  jest.doMock('./hydration-gates', () => ({ ...jest.requireActual('./hydration-gates'), canSleep: () => false }));
  ({ HydrateOnUse: ServerHydrateOnUse } = jest.requireActual('./hydrate-on-use'));
});

/**
 * A part served as HTML is not hydrated until first used, then hydrated in
 * place (its nodes kept), with the first click or key press reaching it.
 */
const clicks = jest.fn();

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        clicks();
        setN(n + 1);
      }}
    >
      {`Compté ${n}`}
    </button>
  );
}

function Page({ Part = HydrateOnUse }: { Part?: typeof HydrateOnUse }) {
  return (
    <main>
      <p>Toujours vivant</p>
      <Part>
        <Counter />
      </Part>
      <Part>
        <a href="#pied">Pied de page</a>
      </Part>
    </main>
  );
}

const hydrated = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber'));

let container: HTMLDivElement;
let root: Root | null;

beforeEach(() => {
  clicks.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = null;
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

/** The server's HTML, hydrated by React in the browser: resolves once React has done what it does at once. */
async function served() {
  container.innerHTML = renderToString(<Page Part={ServerHydrateOnUse} />);
  const button = container.querySelector('button')!;
  const link = container.querySelector('a')!;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { button, link };
}

test('the parts stay server HTML after the page is hydrated, the rest is hydrated', async () => {
  const { button, link } = await served();
  expect(hydrated(container.querySelector('p')!)).toBe(true);
  expect(hydrated(button)).toBe(false);
  expect(hydrated(link)).toBe(false);
  expect(button.textContent).toBe('Compté 0');
});

test('a pointer over a part hydrates it, in place, and only it', async () => {
  const { button, link } = await served();
  await act(async () => {
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  expect(hydrated(button)).toBe(true);
  expect(container.querySelector('button')).toBe(button);
  expect(hydrated(link)).toBe(false);
});

test('the first click on a sleeping part reaches its handler', async () => {
  const { button } = await served();
  await act(async () => {
    button.click();
  });
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(container.querySelector('button')).toBe(button);
  expect(button.textContent).toBe('Compté 1');
});

test('focus moving into a part hydrates it', async () => {
  const { link } = await served();
  await act(async () => {
    link.focus();
  });
  expect(hydrated(link)).toBe(true);
  expect(document.activeElement).toBe(link);
});

/** A page whose parts say which page it is, as a breadcrumb or a menu's current link do. */
let goTo: (path: string) => void = () => {};
function Routed({ Part = HydrateOnUse, initial }: { Part?: typeof HydrateOnUse; initial: string }) {
  const [path, setPath] = useState(initial);
  goTo = setPath;
  return (
    <main>
      <p>{`Page ${path}`}</p>
      <Part>
        <a href="/contact" aria-current={path === '/contact' ? 'page' : undefined}>
          Contact
        </a>
      </Part>
      <Part>
        <span>{`Fil ${path}`}</span>
      </Part>
    </main>
  );
}

test('a page change that renders a part still asleep shows its new content, with nothing for React to repair (#421)', async () => {
  container.innerHTML = renderToString(<Routed Part={ServerHydrateOnUse} initial="/nos-gammes" />);
  const repaired: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Routed initial="/nos-gammes" />, { onRecoverableError: (e) => repaired.push(e) });
  });
  expect(hydrated(container.querySelector('span')!)).toBe(false);
  await act(async () => {
    goTo('/contact');
  });
  expect(container.querySelector('a')!.getAttribute('aria-current')).toBe('page');
  expect(container.querySelector('span')!.textContent).toBe('Fil /contact');
  expect(repaired).toEqual([]);
});

test('a part already in use is updated in place at a page change: its nodes and the focus kept', async () => {
  container.innerHTML = renderToString(<Routed Part={ServerHydrateOnUse} initial="/nos-gammes" />);
  await act(async () => {
    root = hydrateRoot(container, <Routed initial="/nos-gammes" />);
  });
  const link = container.querySelector('a')!;
  await act(async () => {
    link.focus();
  });
  await act(async () => {
    goTo('/contact');
  });
  expect(container.querySelector('a')).toBe(link);
  expect(document.activeElement).toBe(link);
  expect(link.getAttribute('aria-current')).toBe('page');
});

test('rendered in the browser with no HTML to hydrate, a part shows at once', async () => {
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });
  expect(container.querySelector('button')?.textContent).toBe('Compté 0');
  expect(hydrated(container.querySelector('a')!)).toBe(true);
});

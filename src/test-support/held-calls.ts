import { waitFor } from '@testing-library/react';

/**
 * The page's calls to the API held back, as on a slow network, while a test
 * goes on as the buyer does (another field, a link), then let go: what the
 * answer does once it comes (the focus it takes or leaves, what is typed
 * meanwhile) is what the test checks.
 *
 * The trap this file is here for: the shop's client keeps the `fetch` it finds
 * when `src/shop-client/browser` is first loaded. A spy put on
 * `globalThis.fetch` after that is never called by the page, and a hold on it
 * silently holds nothing: the test passes on the code it is meant to fail.
 * So `spyOnPageCalls()` is called before the page's code is imported: in
 * `beforeAll`, after `browserApi()` when the file calls it and before the
 * dynamic imports; at the top of a file whose kit imports that code in a
 * `beforeAll` of its own (savedListsPage); after the kit's `beforeAll` when
 * the kit spies on fetch itself (documentsKit, paymentsKit): its spy is the
 * one taken, since `jest.spyOn` gives back a spy already there.
 */

/** A call of the page's, as a hold picks it: its address and its method (GET when none is given). */
export interface PageCall {
  url: string;
  method: string;
}

export interface HoldOptions {
  /** Reads (GET) held too, not only the calls that change something: where a read would learn the change first. */
  reads?: boolean;
  /** Only the calls to the shop API (`GATSBY_SHOP_API_URL`): what else goes through fetch (a provider's double) goes on. */
  shopApiOnly?: boolean;
  /** Among those, only the calls this picks (a method, a path). */
  only?: (call: PageCall) => boolean;
}

export interface HeldCalls {
  /** Waits until the page has made a call this hold holds (`method`: one with that method), as the buyer would see it leave. */
  sent(method?: string): Promise<void>;
  /** Lets the held calls go on, and every later call through: in a `finally`, so that a failing test holds nothing after it. */
  release(): void;
}

export interface PageCalls {
  /** The spy itself, for a test that reads what the page sent (`spy.mock.calls`). */
  spy: jest.SpyInstance<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
  /** Holds, from now on, the calls `options` pick (by default those that change something: a method other than GET). */
  hold(options?: HoldOptions): HeldCalls;
  /**
   * Lets the next call `options` pick reach the API, which does what it asks, and loses its answer on the way back
   * (fetch fails, as when the network drops); resolves once lost. Every later call goes through.
   */
  loseNextAnswer(options?: HoldOptions): Promise<void>;
}

const callOf = (input: RequestInfo | URL, init?: RequestInit): PageCall => ({
  url: input instanceof Request ? input.url : String(input),
  method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
});

// one spy per test file (jest gives each file its own modules): a second call gives back the first
let installed: PageCalls | undefined;

/** Spies on the page's fetch, once; see above for when. */
export function spyOnPageCalls(): PageCalls {
  if (installed) return installed;
  const spy = jest.spyOn(globalThis, 'fetch');
  // the fetch the spy was put on: jest's spy lets every call through to it until told otherwise
  const through: typeof fetch = spy.getMockImplementation()!;

  const picker =
    ({ reads = false, shopApiOnly = false, only = () => true }: HoldOptions) =>
    (call: PageCall) =>
      (reads || call.method !== 'GET') && (!shopApiOnly || call.url.startsWith(process.env.GATSBY_SHOP_API_URL!)) && only(call);

  function hold(options: HoldOptions = {}): HeldCalls {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const made: PageCall[] = [];
    const picks = picker(options);
    spy.mockImplementation(async (input, init) => {
      const call = callOf(input, init);
      if (picks(call)) {
        made.push(call);
        await held;
      }
      return through(input, init);
    });
    return {
      sent: (method) =>
        waitFor(() => {
          if (!made.some((call) => !method || call.method === method)) throw new Error(`No ${method ? `${method} ` : ''}call of the page's held yet`);
        }),
      release() {
        release();
        spy.mockImplementation(through);
      },
    };
  }

  function loseNextAnswer(options: HoldOptions = {}): Promise<void> {
    const picks = picker(options);
    return new Promise((lost) => {
      spy.mockImplementation(async (input, init) => {
        if (!picks(callOf(input, init))) return through(input, init);
        spy.mockImplementation(through);
        // done by the API, read to its end, then lost
        await (await through(input, init)).arrayBuffer();
        lost();
        throw new TypeError('Failed to fetch');
      });
    });
  }

  installed = { spy, hold, loseNextAnswer };
  return installed;
}

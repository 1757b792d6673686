// autocannon ships no types (and @types/autocannon is not a dependency): the part host-load.mjs uses, as its
// README and lib/aggregateResult.js give them.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    min: number;
    max: number;
    average: number;
    stddev: number;
    p50: number;
    p99: number;
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    /** per second, with the whole run's count of completed requests (total) and of requests sent */
    requests: Histogram & { total: number; sent: number };
    /** milliseconds */
    latency: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

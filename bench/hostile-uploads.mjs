/**
 * The shop under files meant to stop it (issue 43), on loopback: while
 * visitors read `GET /setting`, an attacker sends, one after another and
 * again, an XLSX of 110 000 lines to the quick order, a PDF and a DOCX that
 * inflate to a gigabyte as a lead form's CV, and meanwhile 10 000-row bar
 * schedules to `POST /nomenclature/calcul`, all anonymously. The readers'
 * latency is measured alone, then during the files alone, the calculs alone
 * and both, in the same run (the first two say which one holds the API when
 * the third misses); the budget is the p99 during both within 1.5× of its
 * value alone, every file refused (422).
 *
 * Each of those four measures is taken twice in turn: first with a closed loop
 * of visitors, each asking again as soon as answered (`browse`), which with
 * the attack saturates the host's two processors and so measures the host;
 * then with an open loop, requests sent at a fixed rate and timed from their
 * scheduled send (`visit`), on which the budget is read.
 *
 * Each attacking request comes from its own loopback address (127.0.x.y), as
 * a botnet's would: the API's per-client throttles do not turn them away, so
 * that every file and every schedule is read or worked out in full.
 *
 *   node bench/hostile-uploads.mjs http://127.0.0.1:4000/api/v1   (a running API)
 */
import { Agent, request } from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { percentile } from './lib/stats.mjs';

const CONTEXT = 'site_id=1&lang=fr&sales_plan_id=1';
const CALCUL_ROWS = 10_000;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A request's body and its content type.
 * @typedef {{ body: Buffer, type: string }} Body
 */

/**
 * A multipart/form-data body, as a browser sends it.
 * @param {Record<string, string | string[]>} fields
 * @param {{ field: string, name: string, type: string, content: Buffer }[]} files
 * @returns {Body}
 */
function multipart(fields, files) {
  const boundary = `----banc${Math.random().toString(16).slice(2)}`;
  /** @type {Buffer[]} */
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

let client = 0;
/** The next loopback address an attacker writes from. */
const nextAddress = () => {
  client = (client + 1) % 60000;
  return `127.0.${2 + Math.floor(client / 250)}.${1 + (client % 250)}`;
};

/**
 * One POST from its own address; resolves with its status and time.
 * @param {string} url
 * @param {Body} body
 * @returns {Promise<{ status: number | 'network', ms: number }>}
 */
function post(url, { body, type }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', localAddress: nextAddress(), headers: { 'content-type': type, 'content-length': body.length } }, (res) => {
      res.resume();
      // a response read to its end has a status
      res.on('end', () => resolve({ status: /** @type {number} */ (res.statusCode), ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 'network', ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * One GET on a kept-alive connection; resolves with its status once the answer is read to its end.
 * Node's http rather than fetch: on a host of two cores that the API shares with this client, fetch's
 * own processor time (undici's streams: two to three times http's per call, measured here) was counted as the
 * API's latency.
 * @param {string} url
 * @param {Agent} agent
 * @returns {Promise<number>}
 */
function get(url, agent) {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(/** @type {number} */ (res.statusCode)));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Closed-loop readers of the settings: `concurrency` visitors, each asking again as soon as answered (also cutting-plan.mjs's readers).
 * @param {string} url
 * @param {{ concurrency: number, seconds: number }} options
 */
export async function browse(url, { concurrency, seconds }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const status = await get(`${url}/setting?${CONTEXT}`, agent);
        latencies.push(performance.now() - t);
        if (status !== 200) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** The open loop's sockets: enough that requests held by a stalled API still leave one free for the next send. */
const OPEN_SOCKETS = 64;

/**
 * Open-loop readers of the settings: `rate` requests a second sent on a fixed schedule, whether or not the earlier ones
 * were answered, so that the bench's own client stays a fixed share of the host rather than asking as fast as answered
 * (also cutting-plan.mjs's readers). Each latency is counted from the request's scheduled time, not from when it left:
 * a stall of the API's loop or of this process delays the sends due meanwhile, and that wait is counted in full
 * (no coordinated omission).
 * @param {string} url
 * @param {{ rate?: number, seconds: number }} options
 */
export async function visit(url, { rate = 200, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: OPEN_SOCKETS });
  try {
    return await openLoop({ rate, seconds, send: () => get(`${url}/setting?${CONTEXT}`, agent) });
  } finally {
    agent.destroy();
  }
}

/** How long to wait for a turn of the loop: a timer, unless a test holds the clock. @param {number} ms */
const timer = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `visit`'s schedule, apart from the network: `send` called `rate` times a second for `seconds`, each latency counted
 * from the send's due time. `now` and `sleep` are the clock's (a test gives its own, to make a turn come late).
 * @param {{ rate: number, seconds: number, send: () => Promise<number>, now?: () => number, sleep?: (ms: number) => Promise<unknown> }} options
 */
export async function openLoop({ rate, seconds, send, now = () => performance.now(), sleep = timer }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  /** @type {Promise<void>[]} */
  const answered = [];
  const start = now();
  /** @type {(i: number) => number} */
  const due = (i) => start + (i * 1000) / rate;
  let i = 0;
  while (i < total) {
    // every request due by now leaves, however late this turn came: the schedule does not drift
    for (const turn = now(); i < total && due(i) <= turn; i++) {
      const scheduled = due(i);
      answered.push(
        send().then((status) => {
          latencies.push(now() - scheduled);
          if (status !== 200) errors++;
        }),
      );
    }
    if (i < total) await sleep(Math.max(0, due(i) - now()));
  }
  await Promise.all(answered);
  latencies.sort((a, b) => a - b);
  return { rate, requests: latencies.length, errors, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * What the requests of one kind were answered: how many were sent, their statuses counted, each one's time.
 * @typedef {{ sent: number, statuses: Record<string, number>, times: number[] }} Answers
 */

/**
 * Sends `next()` again and again until `until`, one at a time; what each answered, by kind.
 * @param {number} until
 * @param {() => { kind: string, url: string, body: Body }} next
 */
async function attack(until, next) {
  /** @type {Record<string, Answers>} */
  const answers = {};
  while (performance.now() < until) {
    const { kind, url, body } = next();
    const { status, ms } = await post(url, body);
    const a = (answers[kind] ??= { sent: 0, statuses: {}, times: [] });
    a.sent++;
    a.statuses[status] = (a.statuses[status] ?? 0) + 1;
    a.times.push(ms);
  }
  return answers;
}

/** @param {Record<string, Answers>} answers */
const summary = (answers) =>
  Object.fromEntries(
    Object.entries(answers).map(([kind, a]) => {
      const times = [...a.times].sort((x, y) => x - y);
      return [kind, { sent: a.sent, statuses: a.statuses, p50: percentile(times, 50), max: times.at(-1) }];
    }),
  );

/** The three hostile files, built by the API's own test helpers (backend/src/testing-hostile-files.ts). */
async function hostileFiles() {
  // their types, not imported: importing the API's TypeScript here would type-check it again under these settings
  /** @type {{ xlsxRows: (rows: number) => Buffer, pdfBomb: () => Buffer, docxBomb: () => Buffer }} */
  const { xlsxRows, pdfBomb, docxBomb } = await tsImport('../backend/src/testing-hostile-files.ts', import.meta.url);
  /** @type {{ samples: { pdf: () => Buffer } }} */
  const { samples } = await tsImport('../backend/src/test-files.ts', import.meta.url);
  const applicant = {
    civility: 'mme',
    last_name: 'Céleste',
    first_name: 'Josiane',
    email: 'josiane.celeste@example.com',
    phone: '0696 12 34 56',
    zipcode: '97232',
    city: 'Le Lamentin',
    profiles: ['production'],
    message: 'Disponible immédiatement.',
    accept_terms: 'on',
  };
  /** @type {(name: string, type: string, content: Buffer) => Body} */
  const cv = (name, type, content) =>
    multipart(applicant, [
      { field: 'cv', name, type, content },
      { field: 'cover_letter', name: 'lettre.pdf', type: 'application/pdf', content: samples.pdf() },
    ]);
  return [
    {
      kind: 'XLSX of 110 000 lines (quick order)',
      path: '/cart/quick-order/file',
      body: multipart({}, [{ field: 'file', name: 'commande.xlsx', type: 'application/octet-stream', content: xlsxRows(110_000) }]),
    },
    { kind: 'PDF inflating to 1 GB (lead form)', path: '/candidature-spontanee', body: cv('cv.pdf', 'application/pdf', pdfBomb()) },
    { kind: 'DOCX inflating to 1 GB (lead form)', path: '/candidature-spontanee', body: cv('cv.docx', DOCX, docxBomb()) },
  ];
}

/** @returns {Body} */
function calculBody() {
  const rows = Array.from({ length: CALCUL_ROWS }, (_, i) => ({
    mark: String(i + 1),
    member: `Poutre P${1 + (i % 40)}`,
    diameter: [8, 10, 12, 14, 16][i % 5],
    shape_code: '21',
    dimensions: { A: 300, B: 1200 + (i % 7) * 100, C: 300 },
    members: 2,
    bars_per_member: 5,
  }));
  return { body: Buffer.from(JSON.stringify({ rows })), type: 'application/json' };
}

/**
 * The readers' latency during one phase, and what the attackers were answered.
 * @template S
 * @typedef {{ setting: S, sent: ReturnType<typeof summary> }} Phase
 */

const PHASES = { files: ['files'], calculs: ['calculs'], both: ['files', 'calculs'] };

/**
 * @param {{ url: string }} api the shop's API (lib/shop-api.mjs), or one already running
 * @param {{ seconds?: number, concurrency?: number, rate?: number }} [options]
 */
export async function hostileUploads(api, { seconds = 10, concurrency = 4, rate = 200 } = {}) {
  const files = await hostileFiles();
  const calcul = calculBody();
  /** @type {(path: string) => string} */
  const to = (path) => `${api.url}${path}?${CONTEXT}`;
  const reading = { concurrency, seconds };
  const visiting = { rate, seconds };
  await browse(api.url, { ...reading, seconds: 1 }); // warm-up
  // the file readers' and the calculs' threads start with the first file and calcul: started before the measure, as on a server up for a while
  await post(to(files[0].path), files[0].body);
  await post(to('/nomenclature/calcul'), calcul);
  /**
   * One phase: its attackers for `seconds`, and the readers meanwhile.
   * @template R
   * @param {string[]} attackers
   * @param {() => Promise<R>} readers
   * @returns {Promise<Phase<R>>}
   */
  const attacked = async (attackers, readers) => {
    const until = performance.now() + seconds * 1000;
    let turn = 0;
    const [setting, uploads, calculs] = await Promise.all([
      readers(),
      attackers.includes('files')
        ? attack(until, () => {
            const file = files[turn++ % files.length];
            return { kind: file.kind, url: to(file.path), body: file.body };
          })
        : {},
      attackers.includes('calculs') ? attack(until, () => ({ kind: `calcul of ${CALCUL_ROWS} rows`, url: to('/nomenclature/calcul'), body: calcul })) : {},
    ]);
    return { setting, sent: summary({ ...uploads, ...calculs }) };
  };
  const closed = () => browse(api.url, reading);
  const open = () => visit(api.url, visiting);
  // each measure taken both ways in turn, the closed loop first: the fields of runs recorded before the open loop keep their meaning
  const alone = await closed();
  const openAlone = await open();
  /** @type {Record<string, Phase<Awaited<ReturnType<typeof browse>>>>} */
  const during = {};
  /** @type {Record<string, Phase<Awaited<ReturnType<typeof visit>>>>} */
  const openDuring = {};
  for (const [phase, attackers] of Object.entries(PHASES)) {
    during[phase] = await attacked(attackers, closed);
    openDuring[phase] = await attacked(attackers, open);
  }
  return {
    seconds,
    concurrency,
    alone,
    during,
    ratio: during.both.setting.p99 / alone.p99,
    open: { rate, alone: openAlone, during: openDuring, ratio: openDuring.both.setting.p99 / openAlone.p99 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:4000/api/v1';
  // no top-level await: the jest tests of `visit` load this file as CommonJS
  hostileUploads({ url }).then((r) => console.log(JSON.stringify(r, null, 2)));
}

import { frenchWait } from '@trefima/domain/i18n/wait';

/**
 * Wrong secrets on the rebuild hook, counted per client address: past a few
 * within the window, that client waits for the window's end (the right
 * secret included), so that a secret set by hand cannot be guessed in a
 * loop; other clients, the CMS among them, are not concerned. In memory, as
 * the host is one process, and bounded: the oldest client goes first. The
 * API's back-office token has the same guard (backend/src/throttle/login-guard.ts).
 */
export class SecretGuard {
  private failures = new Map<string, { count: number; until: number }>();

  constructor(
    private limit = 10,
    private windowMs = 15 * 60 * 1000,
    private now: () => number = Date.now,
    private maxClients = 10_000,
  ) {}

  /** How long the client must still wait, in ms: 0 when it may try. */
  wait(client: string): number {
    const f = this.failures.get(client);
    if (!f) return 0;
    const left = f.until - this.now();
    if (left <= 0) this.failures.delete(client);
    return left > 0 && f.count >= this.limit ? left : 0;
  }

  failed(client: string) {
    const f = this.failures.get(client);
    if (f && f.until > this.now()) {
      f.count++;
      return;
    }
    this.failures.delete(client);
    if (this.failures.size >= this.maxClients) this.failures.delete(this.failures.keys().next().value!);
    this.failures.set(client, { count: 1, until: this.now() + this.windowMs });
  }

  /** The 429's French message and its Retry-After, in seconds. */
  static refusal(ms: number) {
    return {
      retryAfter: Math.max(1, Math.ceil(ms / 1000)),
      body: { code: 'TOO_MANY_REQUESTS', message: `Trop de tentatives. Réessayez dans ${frenchWait(ms)}.` },
    };
  }
}

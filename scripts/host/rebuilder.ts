/**
 * Rebuilds triggered by the content webhook: one at a time; requests that
 * arrive during a build are coalesced into one more build afterwards. A
 * failed build publishes nothing and is logged; the live site stays.
 */
export interface RebuildResult {
  ok: boolean;
  ms: number;
  requests: number;
  error?: string;
}

export class Rebuilder {
  private running: Promise<void> | null = null;
  private pending: string[] = [];
  readonly history: RebuildResult[] = [];

  constructor(
    /** builds and publishes; throws on failure */
    private run: () => Promise<void>,
    private log: (line: string) => void = console.log,
  ) {}

  get busy() {
    return this.running !== null;
  }

  /** Asks for a build; resolves once the build that includes this request has finished. */
  request(reason: string): Promise<void> {
    this.pending.push(reason);
    if (!this.running) this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  private async loop() {
    while (this.pending.length) {
      const reasons = this.pending.splice(0);
      const n = this.history.length + 1;
      const started = Date.now();
      this.log(`Reconstruction n°${n} : démarrée (${reasons.length} demande${reasons.length > 1 ? 's' : ''} : ${reasons.join(', ')})`);
      try {
        await this.run();
        const ms = Date.now() - started;
        this.history.push({ ok: true, ms, requests: reasons.length });
        this.log(`Reconstruction n°${n} : publiée en ${(ms / 1000).toFixed(1)} s`);
      } catch (e) {
        const ms = Date.now() - started;
        const error = e instanceof Error ? e.message : String(e);
        this.history.push({ ok: false, ms, requests: reasons.length, error });
        this.log(`Reconstruction n°${n} : ÉCHEC après ${(ms / 1000).toFixed(1)} s, le site en ligne est inchangé (${error})`);
      }
    }
  }
}

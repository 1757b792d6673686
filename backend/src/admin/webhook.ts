import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/**
 * Tells the static host that content changed. Fire and forget: an admin change
 * is saved whether or not the host answers, and the failure is logged.
 */
export class RebuildWebhook {
  constructor(
    private config: Config,
    private log: FastifyBaseLogger,
  ) {}

  async fire(reason: { entity: string; id: number | string; slug?: string }): Promise<boolean> {
    const url = this.config.rebuildWebhookUrl;
    if (!url) return false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.rebuildWebhookSecret ? { 'x-rebuild-secret': this.config.rebuildWebhookSecret } : {}),
        },
        body: JSON.stringify({ ...reason, at: new Date().toISOString() }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) this.log.warn({ status: res.status, url }, 'rebuild webhook refused');
      return res.ok;
    } catch (error) {
      this.log.warn({ err: error, url }, 'rebuild webhook unreachable');
      return false;
    }
  }
}

import { HashGate } from './hash-gate';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('HashGate', () => {
  it('runs at most its slots at once, in arrival order', async () => {
    const gate = new HashGate(1, 10);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        gate.run(async () => {
          peak = Math.max(peak, ++now);
          await tick();
          order.push(n);
          now--;
        }),
      ),
    );
    expect(peak).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('refuses at once past its queue, with a French 503', async () => {
    const gate = new HashGate(1, 2);
    const runs = [1, 2, 3, 4].map(() =>
      gate.run(tick).then(
        () => 'ok',
        (e) => e,
      ),
    );
    const results = await Promise.all(runs);
    expect(results.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(results[3]).toMatchObject({ status: 503, code: 'BUSY', message: expect.stringMatching(/réessayer/) });
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashGate(1, 1);
    await expect(gate.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });
});

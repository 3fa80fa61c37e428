import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RunningHandlers } from './running-handlers.js';

describe('RunningHandlers', () => {
  it('settles once the handlers running have, whether they answered or failed', async () => {
    const running = new RunningHandlers();
    const ended: string[] = [];
    const answered = running.track(setTimeout(30).then(() => ended.push('answered')));
    const failed = running.track(
      setTimeout(60).then(() => {
        ended.push('failed');
        throw new Error('refused');
      }),
    );
    await running.settled(5_000);
    expect(ended).toEqual(['answered', 'failed']);
    await expect(answered).resolves.toBe(1);
    await expect(failed).rejects.toThrow('refused');
  });

  it('gives up on a handler that never ends after the limit', async () => {
    const running = new RunningHandlers();
    void running.track(new Promise(() => undefined));
    const started = performance.now();
    await running.settled(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('does not wait for handlers that have ended', async () => {
    const running = new RunningHandlers();
    await running.track(Promise.resolve('done'));
    const started = performance.now();
    await running.settled(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

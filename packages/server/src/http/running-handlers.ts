import { setTimeout } from 'node:timers/promises';

/**
 * The route handlers still running. A handler goes on when its client has gone (a load balancer's
 * timeout, a closed tab): the server waits for these before closing the database, so they do not
 * fail on a pool that has ended.
 */
export class RunningHandlers {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const forget = () => this.running.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Settles once every handler running now has, or after `limitMs` (a stuck one cannot hold the exit). */
  async settled(limitMs: number): Promise<void> {
    await Promise.race([Promise.allSettled([...this.running]), setTimeout(limitMs)]);
  }
}

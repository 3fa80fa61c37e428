import type { BrowserContextOptions, TestType } from '@playwright/test';
import { signUp } from './checkout.js';
import { test as base, type StoreOptions } from './fixtures.js';
import { STORES } from './stores.js';

/*
 * One signed-in customer per worker and store, for the journeys that only read signed-in pages:
 * signed up once through the API (a worker runs the tests of one project, so of one store), its
 * session kept as a storage state that each opting-in test's browser context starts from. A test
 * that changes the account (password, e-mail, addresses, orders, basket, subscriptions) or signs
 * out signs up a customer of its own instead: this one is shared by every test of the worker.
 *
 *   test.use({ signedIn: true });
 *   test('…', async ({ page }) => { … });
 */

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface SignedInOptions {
  /** Starts the test's browser context signed in as the worker's shared customer. */
  signedIn: boolean;
}

interface SignedInWorkerFixtures {
  /** Signs the worker's customer up on first use (workers no test asks never sign up). */
  signedInState: () => Promise<StorageState>;
}

/** The journeys' fixtures (fixtures.ts), named here so that this module's `test` can be typed. */
type BaseFixtures = typeof base extends TestType<infer Test, infer Worker> ? [Test, Worker] : never;

export const test: TestType<
  BaseFixtures[0] & SignedInOptions,
  BaseFixtures[1] & SignedInWorkerFixtures
> = base.extend<SignedInOptions, SignedInWorkerFixtures>({
  signedIn: [false, { option: true }],
  signedInState: [
    async ({ playwright }, use, workerInfo) => {
      const { storeId } = workerInfo.project.use as Partial<StoreOptions>;
      const { baseURL } = workerInfo.project.use;
      if (!storeId || !baseURL)
        throw new Error(`Project ${workerInfo.project.name} has no store: no signed-in state`);
      let state: Promise<StorageState> | undefined;
      const signUpOnce = async (): Promise<StorageState> => {
        const request = await playwright.request.newContext({ baseURL });
        try {
          await signUp(request, STORES[storeId]);
          return await request.storageState();
        } finally {
          await request.dispose();
        }
      };
      await use(() => (state ??= signUpOnce()));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, signedInState, storageState }, use) => {
    await use(signedIn ? await signedInState() : storageState);
  },
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './customers/passwords.js';
import { defaultServices } from './services.js';

const site = { production: false, publicUrl: 'http://localhost:3000' };

describe('default services', () => {
  it('hash new passwords at the production cost unless told to hash fast', async () => {
    expect(defaultServices(site).passwordHashing.log2N).toBe(17);
    const fast = defaultServices({ ...site, fastPasswordHashing: true }).passwordHashing;
    const hash = await hashPassword('Secret-123', fast);
    expect(hash.startsWith('scrypt$14$8$1$')).toBe(true);
    expect(await verifyPassword('Secret-123', hash)).toBe(true);
    expect(await verifyPassword('Secret-124', hash)).toBe(false);
  });
});

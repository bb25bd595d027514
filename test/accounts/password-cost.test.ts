import { loadConfig } from '../../config/index.js';
import { DEFAULT_SCRYPT_N, hashPassword, setPasswordCost, verifyPassword } from '../../plugins/accounts/password.js';

describe('password hashing cost (PASSWORD_SCRYPT_N)', () => {
  afterAll(() => setPasswordCost(DEFAULT_SCRYPT_N));

  it('defaults to scrypt N=32768 and accepts only powers of two from 1024 to 2^20', () => {
    expect(loadConfig({}).passwordScryptN).toBe(32768);
    expect(loadConfig({ PASSWORD_SCRYPT_N: '1024' }).passwordScryptN).toBe(1024);
    expect(() => loadConfig({ PASSWORD_SCRYPT_N: '3000' })).toThrow(/PASSWORD_SCRYPT_N must be a power of two/);
    expect(() => loadConfig({ PASSWORD_SCRYPT_N: '512' })).toThrow(/PASSWORD_SCRYPT_N must be between/);
  });

  it('new hashes carry the cost they were made with, so hashes made before a change still verify', async () => {
    setPasswordCost(DEFAULT_SCRYPT_N);
    const strong = await hashPassword('correct horse');
    setPasswordCost(1024);
    const cheap = await hashPassword('correct horse');
    expect(strong.split('$')[1]).toBe('32768');
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', strong)).toBe(false);
  });
});

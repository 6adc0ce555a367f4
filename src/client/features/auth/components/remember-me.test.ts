import { describe, expect, it } from 'vitest';
import {
  readRememberedLogin,
  REMEMBERED_EMAIL_STORAGE_KEY,
  REMEMBER_ME_STORAGE_KEY,
  storeRememberedLogin,
  type KeyValueStorage,
} from './remember-me';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

describe('remember me', () => {
  it('starts empty and unticked when nothing was remembered', () => {
    expect(readRememberedLogin(fakeStorage().storage)).toEqual({ remember: false, email: '' });
  });

  it('stores the trimmed e-mail when ticked and prefills it next time', () => {
    const { storage, items } = fakeStorage();
    storeRememberedLogin(storage, true, '  ada@example.com ');
    expect(items.get(REMEMBER_ME_STORAGE_KEY)).toBe('true');
    expect(items.get(REMEMBERED_EMAIL_STORAGE_KEY)).toBe('ada@example.com');
    expect(readRememberedLogin(storage)).toEqual({ remember: true, email: 'ada@example.com' });
  });

  it('forgets both keys when unticked', () => {
    const { storage, items } = fakeStorage({
      [REMEMBER_ME_STORAGE_KEY]: 'true',
      [REMEMBERED_EMAIL_STORAGE_KEY]: 'ada@example.com',
    });
    storeRememberedLogin(storage, false, 'ada@example.com');
    expect(items.size).toBe(0);
    expect(readRememberedLogin(storage)).toEqual({ remember: false, email: '' });
  });

  it('ignores a stray e-mail without the remember flag', () => {
    const { storage } = fakeStorage({ [REMEMBERED_EMAIL_STORAGE_KEY]: 'old@example.com' });
    expect(readRememberedLogin(storage)).toEqual({ remember: false, email: '' });
  });
});

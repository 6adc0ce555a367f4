/** localStorage keys of "Remember me for 30 days" (part 1 §3 "Local browser storage"). */
export const REMEMBER_ME_STORAGE_KEY = 'rememberMe';
export const REMEMBERED_EMAIL_STORAGE_KEY = 'userEmail';

/** The part of the Web Storage API we use, so tests can pass a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the login form starts with: the stored e-mail and a ticked box, if ticked last time. */
export function readRememberedLogin(storage: KeyValueStorage): {
  remember: boolean;
  email: string;
} {
  const remember = storage.getItem(REMEMBER_ME_STORAGE_KEY) === 'true';
  return { remember, email: remember ? (storage.getItem(REMEMBERED_EMAIL_STORAGE_KEY) ?? '') : '' };
}

/** Keeps (ticked) or forgets (unticked) the e-mail for the next visit. */
export function storeRememberedLogin(
  storage: KeyValueStorage,
  remember: boolean,
  email: string,
): void {
  if (remember) {
    storage.setItem(REMEMBER_ME_STORAGE_KEY, 'true');
    storage.setItem(REMEMBERED_EMAIL_STORAGE_KEY, email.trim());
  } else {
    storage.removeItem(REMEMBER_ME_STORAGE_KEY);
    storage.removeItem(REMEMBERED_EMAIL_STORAGE_KEY);
  }
}

/** localStorage, or a no-op stand-in where it is unavailable (private modes can throw). */
export function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

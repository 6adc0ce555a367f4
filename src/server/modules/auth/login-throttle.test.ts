import { describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_PER_EMAIL,
  LOGIN_MAX_PER_IP,
  LOGIN_WINDOW_MS,
} from '../../../shared/constants.js';
import { fakeClock } from '../../test/fake-clock.js';
import { LoginThrottle, TOO_MANY_LOGINS_MESSAGE } from './login-throttle.js';

describe('LoginThrottle', () => {
  it(`blocks an e-mail after ${LOGIN_MAX_PER_EMAIL} failures until the window passes`, () => {
    const clock = fakeClock();
    const throttle = new LoginThrottle(clock.now);
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL; i += 1) {
      throttle.admit(`10.0.0.${i}`, 'a@example.com');
      throttle.failed('a@example.com');
    }
    expect(() => throttle.admit('10.0.1.1', 'a@example.com')).toThrow(TOO_MANY_LOGINS_MESSAGE);
    expect(() => throttle.admit('10.0.1.1', 'b@example.com')).not.toThrow();
    clock.advance(LOGIN_WINDOW_MS);
    expect(() => throttle.admit('10.0.1.1', 'a@example.com')).not.toThrow();
  });

  it('counts every attempt per IP, successful or not', () => {
    const throttle = new LoginThrottle(fakeClock().now);
    for (let i = 0; i < LOGIN_MAX_PER_IP; i += 1) {
      throttle.admit('10.0.0.1', `user${i}@example.com`);
      throttle.succeeded(`user${i}@example.com`);
    }
    expect(() => throttle.admit('10.0.0.1', 'new@example.com')).toThrow(/Too many sign-in/);
    expect(() => throttle.admit('10.0.0.2', 'new@example.com')).not.toThrow();
  });

  it('clears an e-mail failures on success', () => {
    const throttle = new LoginThrottle(fakeClock().now);
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL - 1; i += 1) throttle.failed('a@example.com');
    throttle.succeeded('a@example.com');
    for (let i = 0; i < LOGIN_MAX_PER_EMAIL - 1; i += 1) throttle.failed('a@example.com');
    expect(() => throttle.admit('10.0.0.1', 'a@example.com')).not.toThrow();
  });

  it('names the wait in minutes derived from the window', () => {
    expect(TOO_MANY_LOGINS_MESSAGE).toBe(
      `Too many sign-in attempts. Please wait ${LOGIN_WINDOW_MS / 60_000} minutes and try again.`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { registeredDestination } from './registered-destination';

describe('registeredDestination', () => {
  it('greets a plain sign-up on the dashboard', () => {
    expect(registeredDestination(undefined)).toBe('/?registered=true');
    expect(registeredDestination(null)).toBe('/?registered=true');
  });

  it('names the joined project by id when the invitation was accepted', () => {
    expect(registeredDestination({ projectId: '3f1c0f4e-8d3a-4b55-9a51-0c7f2f6f1a10' })).toBe(
      '/?registered=true&project=3f1c0f4e-8d3a-4b55-9a51-0c7f2f6f1a10',
    );
  });

  it('flags an invitation that could not be used, without repeating the server text', () => {
    expect(registeredDestination({ error: 'This invitation link is invalid or has expired' })).toBe(
      '/?registered=true&invitation=unusable',
    );
  });
});

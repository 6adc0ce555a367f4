import { describe, expect, it } from 'vitest';
import { isTrackPlace, placeBetween } from './track-places.js';

/** Compares two places as exact decimals. */
const below = (a: string, b: string) => {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const units = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
    const value = BigInt(whole + fraction.padEnd(scale, '0'));
    return negative ? -value : value;
  };
  return units(a) < units(b);
};

describe('playlist places', () => {
  it('starts at 0 and appends whole numbers, also after a fraction or below zero', () => {
    expect(placeBetween(null, null)).toBe('0');
    expect(placeBetween('0', null)).toBe('1');
    expect(placeBetween('41', null)).toBe('42');
    expect(placeBetween('2.75', null)).toBe('3');
    expect(placeBetween('-3.5', null)).toBe('-3');
  });

  it('puts a song first at the whole number before the first', () => {
    expect(placeBetween(null, '0')).toBe('-1');
    expect(placeBetween(null, '0.5')).toBe('0');
    expect(placeBetween(null, '-2.5')).toBe('-3');
  });

  it('takes the shortest decimal between two neighbours', () => {
    expect(placeBetween('1', '5')).toBe('3');
    expect(placeBetween('1', '2')).toBe('1.5');
    expect(placeBetween('1', '1.1')).toBe('1.05');
    expect(placeBetween('-1', '0')).toBe('-0.5');
    expect(placeBetween('-0.5', '-0.4')).toBe('-0.45');
    expect(placeBetween('0.99', '1')).toBe('0.995');
  });

  it('always finds room: a thousand drops into one gap stay ordered and short', () => {
    let low = '4';
    let high = '5';
    for (let drop = 0; drop < 1000; drop++) {
      const place = placeBetween(low, high);
      expect(below(low, place) && below(place, high), `${low} < ${place} < ${high}`).toBe(true);
      if (drop % 2) low = place;
      else high = place;
    }
    expect(low.length).toBeLessThan(400);
  });

  it('refuses neighbours out of order, and text that is not a place', () => {
    expect(() => placeBetween('2', '1')).toThrow();
    expect(() => placeBetween('1.0', '1')).toThrow();
    expect(isTrackPlace('12.5')).toBe(true);
    expect(isTrackPlace('1e5')).toBe(false);
    expect(() => placeBetween('x', null)).toThrow();
  });
});

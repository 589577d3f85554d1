import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed } from './correct-typos.js';

describe('typoDistance', () => {
  it.each([
    ['clutch', 'clutch', 0],
    ['clucth', 'clutch', 1], // swapped
    ['cble', 'cable', 1], // missing
    ['cabble', 'cable', 1], // extra
    ['cluach', 'clutch', 1], // wrong
    ['spedoemter', 'speedometer', 2],
    ['clacth', 'clutch', 2],
    ['প্যড', 'প্যাড', 1], // a vowel sign missing
    ['', 'pad', 3],
  ])('%j to %j is %i', (a, b, distance) => {
    expect(typoDistance(a, b)).toBe(distance);
    expect(typoDistance(b, a)).toBe(distance);
  });
});

describe('typosAllowed', () => {
  it.each([
    ['pad', 0],
    ['disc', 1],
    ['clutch', 1],
    ['sprocket', 2],
    ['প্যাড', 1],
  ])('%j may carry %i', (word, typos) => {
    expect(typosAllowed(word)).toBe(typos);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStepRunner } from './start-up-steps.js';

describe('createStepRunner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a step has begun, that it is still working while it runs long, and when it is done', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const said: string[] = [];
    const step = createStepRunner({ info: (message) => said.push(message) }, 10_000);
    let finish = () => {};
    const running = step(
      'Seeding the demo catalogue',
      () => new Promise<void>((resolve) => (finish = resolve)),
      'first start only',
    );
    expect(said).toEqual(['Seeding the demo catalogue (first start only)…']);
    await vi.advanceTimersByTimeAsync(25_000);
    finish();
    await running;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(said).toEqual([
      'Seeding the demo catalogue (first start only)…',
      'Seeding the demo catalogue: still working (10.0 s so far)…',
      'Seeding the demo catalogue: still working (20.0 s so far)…',
      'Seeding the demo catalogue: done in 25.0 s',
    ]);
  });

  it('stops saying it is working when the step fails, and passes the failure on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const said: string[] = [];
    const step = createStepRunner({ info: (message) => said.push(message) }, 1_000);
    await expect(step('Opening the database', () => Promise.reject(new Error('locked')))).rejects.toThrow('locked');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(said).toEqual(['Opening the database…']);
  });
});

import './src/lib/effect-timing';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnexpectedRequests, unexpectedRequest } from './src/testing/unexpected-requests';

// findBy… and waitFor wait for the app, not for a clock: on a machine busy with other processes a
// stubbed answer and the renders after it can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no modal dialogs yet; this does what the browser does for our purposes.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// A test that stubs nothing still gets a fetch that notes what it was asked (never the network).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      throw unexpectedRequest(input, init);
    }),
  );
});

afterEach(async () => {
  cleanup();
  // Effects run in a task of their own (effect-timing.ts): the ones the last render queued run
  // now, while the test's window exists, not after vitest has torn its environment down (where
  // a cleanup's cancelAnimationFrame once threw, failing a run that had passed every test).
  await new Promise((resolve) => setTimeout(resolve));
  await new Promise((resolve) => setTimeout(resolve));
  vi.unstubAllGlobals();
  const missed = takeUnexpectedRequests();
  if (missed.length > 0) {
    throw new Error(`No stub answered ${missed.join(', ')}: stub it (stubFetch), or the test passes as if offline`);
  }
});

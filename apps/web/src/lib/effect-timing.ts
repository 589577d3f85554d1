import { options } from 'preact';

/*
 * When effects run. React runs a render's effects in a task of their own right after it commits;
 * Preact waits for the next animation frame (35 ms where frames do not come, as in a hidden tab or
 * a test). Code written for React counts on the sooner timing: @stripe/react-stripe-js listens for
 * the card field's "ready" in an effect, and a field that is ready within those milliseconds would
 * leave Pay disabled for good. So effects run in the next task, as under React (ADR 004).
 * Imported first by the browser entry and by the web tests' setup.
 */
options.requestAnimationFrame = (callback: () => void) => void setTimeout(callback);

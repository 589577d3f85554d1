import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID } from './lib/ssr-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The data a server-rendered page was rendered with (entry-server.tsx), so the first render here
// matches the HTML and nothing is fetched twice.
const ssrState = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
if (ssrState) hydrate(queryClient, JSON.parse(ssrState));

const isServerRendered = root.firstElementChild !== null;
const router = await createAppRouter({ isHydrating: isServerRendered });
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);
if (isServerRendered) hydrateRoot(root, app);
else createRoot(root).render(app);

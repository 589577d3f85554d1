import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { defineMessages, loadTranslations, useMessages } from './i18n';

const updateMessages = defineMessages('offline.updateReady', {
  ready: 'A new version of the shop is ready.',
  reload: 'Reload',
  later: 'Later',
});

/** A tab left open for days still hears of a new version: browsers look for one only as a page loads. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A new version of the shop installs beside the running one and waits (ADR 062): this tab keeps the
 * code it started with until the visitor chooses Reload, and then the whole page, code and service
 * worker, is the new version's. Never one build's code beside another's, and never a reload in the
 * middle of what the visitor is typing. Loaded by main.tsx only when a service worker controls the
 * page, so a first visit downloads none of it.
 */
export function watchForUpdate() {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    void showUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
  setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}

async function showUpdateReady(onReload: () => void) {
  if (document.getElementById('update-ready')) return;
  await loadTranslations(['offline']).catch(() => undefined);
  const container = document.createElement('div');
  container.id = 'update-ready';
  document.body.append(container);
  createRoot(container).render(<UpdateReady onReload={onReload} />);
}

function UpdateReady({ onReload }: { onReload: () => void }) {
  const t = useMessages(updateMessages);
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <div role="status" className="alert bg-base-100 fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl shadow-lg">
      <span>{t.ready}</span>
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setIsDismissed(true)}>
          {t.later}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onReload}>
          {t.reload}
        </button>
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { linkPwaManifest } from './manifest-link';
import { PwaLayout } from './PwaLayout';
import { pwaServiceWorker } from './service-worker';

/** The `/pwa` route's screen: makes the page installable, registers the service worker, shows the layout. */
export function PwaShell() {
  const [worker] = useState(pwaServiceWorker);
  useEffect(() => linkPwaManifest(document), []);
  return <PwaLayout worker={worker} />;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startErrorReporting } from './lib/error-reporting';
import { platformConfigQuery } from './lib/platform-config';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Error reporting starts once the platform config says where to (SENTRY_DSN), off the critical path.
void queryClient
  .fetchQuery(platformConfigQuery)
  .then((config) => startErrorReporting(config.sentryDsn))
  .catch(() => {});

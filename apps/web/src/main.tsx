import { StrictMode } from 'react';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { moveStoredPopupHideState } from './features/popups';
import { startErrorReporting } from './lib/error-reporting';
import { platformConfigQuery } from './lib/platform-config';
import { queryClient } from './lib/query-client';
import { adoptMemberPage } from './prerender/member-page-state';
import { mountApp } from './prerender/take-over';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt');
moveStoredPopupHideState();
adoptMemberPage(root);
const router = createAppRouter();
void mountApp(
  root,
  router,
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// Error reporting starts once the platform config says where to (SENTRY_DSN), off the critical path.
void queryClient
  .fetchQuery(platformConfigQuery)
  .then((config) => startErrorReporting(config.sentryDsn))
  .catch(() => {});

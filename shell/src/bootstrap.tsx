import '@d742/ui/styles.css';
import './styles.css';
import { getLanguage, loadLanguage } from '@d742/i18n/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPrerenderedSignIn } from './features/auth/prerendered-sign-in';
import { pageSession } from './features/auth/prerendered-signed-in';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** A new task: the browser may paint and handle input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// react-dom evaluates with this chunk; the app's own modules (fetched beside it) evaluate in a task
// of their own, so neither blocks a phone's main thread long (decision 031).
const app = nextTask().then(
  () => import(/* webpackChunkName: "app", webpackPreload: true */ './App'),
);

// A page the gateway rendered signed in (decision 034) starts from its person, with the routes,
// the layout and the home page fetched at once: React's first render is that same page.
const signedIn = pageSession();
const routedApp = signedIn
  ? nextTask().then(() => import(/* webpackChunkName: "routed-app" */ './routed-app'))
  : null;

async function render() {
  const { App } = await app;
  // Should the routes fail to arrive, the app starts as on any page: it checks the session.
  const routed = await routedApp?.then(
    (module) => module,
    () => undefined,
  );
  await nextTask();
  if (signedIn && routed) routed.takeOverPage(root!, signedIn);
  const page = (
    <StrictMode>
      <App routedApp={routed?.default} />
    </StrictMode>
  );
  // Over a page that came rendered (the sign-in form, decision 031, or the signed-in home, decision
  // 034), which a parent can already read, React renders in a transition: in short slices that
  // leave the page responsive, then one commit.
  if (keepPrerenderedSignIn(root!) || signedIn) {
    startTransition(() => createRoot(root!).render(page));
  } else createRoot(root!).render(page);
}
// The first screen shows once its texts are here (index.ts started fetching them). Should they
// fail to arrive, the page still renders: the signed-in pages bring both languages again.
void loadLanguage(getLanguage()).then(render, render);

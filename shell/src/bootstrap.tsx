import '@d742/ui/styles.css';
import './styles.css';
import { getLanguage, loadLanguage } from '@d742/i18n/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPrerenderedSignIn } from './features/auth/prerendered-sign-in';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** A new task: the browser may paint and handle input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// react-dom evaluates with this chunk; the app's own modules (fetched beside it) evaluate in a task
// of their own, so neither blocks a phone's main thread long (decision 031).
const app = nextTask().then(
  () => import(/* webpackChunkName: "app", webpackPreload: true */ './App'),
);

async function render() {
  const { App } = await app;
  await nextTask();
  const page = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Over the pre-rendered sign-in form (decision 031), which a parent can already use, React
  // renders in a transition: in short slices that leave the page responsive, then one commit.
  if (keepPrerenderedSignIn(root!)) startTransition(() => createRoot(root!).render(page));
  else createRoot(root!).render(page);
}
// The first screen shows once its texts are here (index.ts started fetching them). Should they
// fail to arrive, the page still renders: the signed-in pages bring both languages again.
void loadLanguage(getLanguage()).then(render, render);

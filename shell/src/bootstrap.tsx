import '@d742/ui/styles.css';
import './styles.css';
import { getLanguage, loadLanguage } from '@d742/i18n/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { keepPrerenderedSignIn } from './features/auth/prerendered-sign-in';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const render = () => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Over the pre-rendered sign-in form (decision 031), which a parent can already use, React
  // renders in a transition: in short slices that leave the page responsive, then one commit.
  if (keepPrerenderedSignIn(root)) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
};
// The first screen shows once its texts are here (index.ts started fetching them). Should they
// fail to arrive, the page still renders: the signed-in pages bring both languages again.
loadLanguage(getLanguage()).then(render, render);

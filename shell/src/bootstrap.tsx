import '@d742/ui/styles.css';
import './styles.css';
import { getLanguage, loadLanguage } from '@d742/i18n/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first screen shows once its texts are here (index.ts started fetching them). Should they
// fail to arrive, the page still renders: the signed-in pages bring both languages again.
loadLanguage(getLanguage()).then(render, render);

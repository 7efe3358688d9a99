import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { LanguageGate } from './i18n/LanguageGate';
import { installWebApiUnlessElectron } from './api/install-web';
import { BrowserModeNote } from './api/BrowserModeNote';
import { startApp } from './startup/start-app';
import './styles/theme.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/topbar.css';
import './styles/states.css';
import './styles/widgets.css';
import './styles/tables.css';
import './styles/dialog.css';
import './styles/dashboard.css';
import './styles/settings.css';
import './styles/backup.css';
// Last: its small-window rules fold banners other sheets style.
import './styles/small-window.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Browser mode (npm run web): window.api over a WebSocket instead of the preload.
const inBrowser = installWebApiUnlessElectron();
startApp();
createRoot(container).render(
  <StrictMode>
    <LanguageGate>
      <App />
      {inBrowser && <BrowserModeNote />}
    </LanguageGate>
  </StrictMode>,
);

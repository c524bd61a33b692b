import '../../shared-ui/src/styles.css';
import { mountApp } from '../../shared-ui/src/index.js';
import { App } from './app.js';
import { CLIENT_ID } from './config.js';
import { shell } from './shell.js';
import './styles.css';

// Plans change rarely: pages and tabs share what was loaded in the last 30 seconds.
mountApp(<App />, { shell, clientId: CLIENT_ID, staleTime: 30_000 });

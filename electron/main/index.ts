import { app } from 'electron';
import { startApp } from './start';

// One instance per user: a second launch focuses the first (profiles.json and the simulator's port are per instance).
if (app.requestSingleInstanceLock()) startApp();
else app.quit();

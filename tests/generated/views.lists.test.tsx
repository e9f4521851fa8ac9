import { snapshotViews } from './snapshotViews';

snapshotViews(['list', 'show']);

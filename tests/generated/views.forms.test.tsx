import { snapshotViews } from './snapshotViews';

snapshotViews(['create', 'edit']);

import { scanEveryPageOf } from './scan-pages';

// Every page of our own staff.
scanEveryPageOf('staff');

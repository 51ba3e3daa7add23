import { scanEveryPageOf } from './scan-pages';

// Every page a guest or a member sees.
scanEveryPageOf('members');

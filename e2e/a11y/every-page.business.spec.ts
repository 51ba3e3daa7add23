import { scanEveryPageOf } from './scan-pages';

// Every page of a manufacturer's manager and of field service.
scanEveryPageOf('business');

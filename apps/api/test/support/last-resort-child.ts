import pino from 'pino';
import { installLastResort } from '../../src/lib/last-resort';

// A process with the API's last resort installed (docs/product/security-tests.md#t13-4): a promise rejected with nobody to
// handle it must be logged, and the process must keep running.
installLastResort(pino({ level: 'info' }));
void Promise.reject(new Error('rejected with nobody to handle it'));
setTimeout(() => process.stdout.write('still up\n'), 300);

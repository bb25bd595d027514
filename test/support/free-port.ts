export { freePort } from '../../core/net/free-port.js';

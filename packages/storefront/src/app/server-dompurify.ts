import createDOMPurify from 'dompurify';
import { serverWindow } from './server-dom.js';

/**
 * DOMPurify bound to the server's DOM. The apps' server build resolves every `dompurify` import
 * to this module (vite.js), so content is sanitised on the server exactly as in the browser.
 */
const serverDOMPurify = createDOMPurify(serverWindow);

export default serverDOMPurify;

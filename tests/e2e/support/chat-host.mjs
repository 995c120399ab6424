// A chat provider's host, stood in for on loopback while the e2e suite runs: its build is made with this
// widget configured (scripts/test.mjs), so every page it serves may load it. The widget only marks the
// page it ran on, so no other test meets a chat window in its axe scans or its transcripts.
import { createServer } from 'node:http';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const CHAT_HOST_PORT = Number(process.env.E2E_CHAT_PORT || 4175);
/** Another origin than the store's (another host and port): the page's CSP must name it for the script to run. */
export const CHAT_SCRIPT_URL = `http://127.0.0.1:${CHAT_HOST_PORT}/widget.js`;
const WIDGET = "document.documentElement.dataset.chatWidget = 'running';\n";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/widget.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WIDGET);
    else res.writeHead(404).end();
  }).listen(CHAT_HOST_PORT, '127.0.0.1');
}

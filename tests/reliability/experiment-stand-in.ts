// A stand-in for the third-party experiment service, in a process of its own, so the reliability suite can stop it
// (SIGKILL: down) or freeze it (SIGSTOP: a service that accepts connections and never answers) by its PID while the
// store uses it through EXPERIMENTS_BASE_URL. It serves the project's configuration file on the vendor's
// configuration path, accepts tracking, and keeps the event stream open; prints `ready EXPERIMENTS_URL=…`.
//   node --import tsx tests/reliability/experiment-stand-in.ts   (EXPERIMENTS_STAND_IN_PORT, default 0: any)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfigurationFile, servedConfiguration } from '@/embedded/experiment-service/configuration-file';

const loaded = loadConfigurationFile();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (request.method === 'GET' && url.pathname === `/v3/${loaded.file.siteCode}`) {
    response.writeHead(200, { 'content-type': 'application/json', 'last-modified': new Date(loaded.modified).toUTCString() });
    return response.end(JSON.stringify(servedConfiguration(loaded)));
  }
  if (request.method === 'GET' && url.pathname === '/sse') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    return response.write(': open\n\n');
  }
  if (request.method === 'POST' && url.pathname === '/visit/events') {
    request.resume();
    return request.on('end', () => response.writeHead(204).end());
  }
  if (url.pathname === '/visit/visitor') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify({ currentVisit: null, previousVisits: [] }));
  }
  response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No route ${request.method} ${url.pathname}` }));
});
server.listen(Number(process.env.EXPERIMENTS_STAND_IN_PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`ready EXPERIMENTS_URL=http://127.0.0.1:${(server.address() as AddressInfo).port} SITE_CODE=${loaded.file.siteCode}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

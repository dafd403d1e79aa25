// Reference S: plain node:http serving one pre-gzipped landing page (no framework at all).
// argv: port, path of the gzipped HTML.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[3]);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(body.length),
  vary: 'Accept-Encoding',
};
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

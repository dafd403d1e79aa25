// Runs one autocannon measurement in its own process (pinned by the parent with taskset) and
// prints a JSON summary on stdout. argv[2]: JSON options for autocannon.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const result = await autocannon({
  ...opts,
  headers: { 'accept-encoding': 'gzip, deflate, br', ...opts.headers },
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    duration: result.duration,
  }),
);

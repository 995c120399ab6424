#!/usr/bin/env node
// `npm run drift -- --live http://api.example [--writes] [--sweep]` or `npm run drift -- --har recording.har`:
// where a live API or a recording of it disagrees with the contract. Exit 0: nothing found; 1: findings;
// 2: could not run. See packages/drift/README.md.
import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { applyBaseline, readBaseline, writeBaseline } from './baseline.mjs';
import { coverageGate, parseCoverageRule } from './coverage.mjs';
import { CONTRACT_PATH, loadContract, readDescription } from './contract.mjs';
import { contractLocations } from './locations.mjs';
import { harFileWriter, writeHar } from './har.mjs';
import { trafficReach } from './traffic.mjs';
import { contractPlan, drive, signInForRun, sweep } from './live.mjs';
import { consumerIndex } from './consumers.mjs';
import { diffContracts, diffSummaryLine, formatDiffGithub, formatDiffSarif, formatDiffText, readSide, schemaOf } from './diff.mjs';
import { checkRecording } from './parallel.mjs';
import { startProxy } from './proxy.mjs';
import { buildReport, formatGithub, formatJunit, formatSarif, formatText, summaryLine } from './report.mjs';

const USAGE = `Usage:
  npm run drift -- --live <base URL> [--plan FILE] [--user EMAIL --password PW]
                   [--other-user EMAIL --other-password PW] [--writes] [--sweep] [--record out.har]
    (the plan, a module, says the order of the calls and what each takes from the ones before; this
     store's is openapi/drift-plan.mjs; without one, each operation once, from its examples, with no
     token; with --writes and no credentials, two new customers are signed up for the run)
  npm run drift -- --har <recording.har> [--contract openapi.yaml]
    (a HAR file, or HAR entries one per line, NDJSON: told apart by the first line)
  npm run drift -- --proxy <API origin> [--port 4020] [--record out.har]
    (forwards every request to the API and checks each exchange as it passes; findings are printed as
     they happen, the report when it stops: Ctrl-C or SIGTERM)
  npm run drift -- --diff <old contract> [<new contract>] [--traffic <recording> [--client-header NAME]]
    (every change between two descriptions, whether it breaks a client, and for each breaking one the
     generated hooks, source files and screens that use it; a contract is a file or REV:PATH, a git
     revision's, e.g. HEAD~10:openapi/openapi.yaml; the new one is this store's openapi/ by default;
     with --traffic, how many recorded exchanges each breaking change would break and from which
     clients, told apart by User-Agent or the request header NAME, most reached first)
  npx api-drift --har <recording.har> --contract <openapi.yaml|json>   (any OpenAPI 3.0 or 3.1 description)
Options:
  --contract FILE        the description to check against: YAML or JSON, OpenAPI 3.0 or 3.1, its $refs to
                         other files followed (default: this store's, generated/openapi.json)
  --open                 allow undeclared properties, parameters and headers
  --format FORMAT        text (the default), json, junit, sarif (SARIF 2.1.0, for code scanning)
                         or github (workflow annotations at the contract's lines)
  --output FILE          write the report to FILE and print only its summary
  --coverage             report what of the contract the traffic exercised, item by item: each
                         operation's statuses, parameters, request and response properties and media types
  --min-coverage RULE    fail (exit 1) when a measure is under its percentage, naming what it misses:
                         RULE is operations=N,statuses=N,parameters=N,properties=N,media-types=N (any of them)
  --baseline FILE        accept the findings FILE lists: report and fail on new ones only, and say
                         which accepted ones are gone; an entry past its "expires" day is new again
  --update-baseline      write every finding of this run to the --baseline FILE, and exit 0
  --port PORT            the proxy's port (default 4020), on --host (default 127.0.0.1)
  --record FILE          write the traffic of a live run or through the proxy as a HAR
  --workers N            threads that check a --har recording beside the one reading it (default: one per
                         core but one, at most 4, for a recording of 64 MB or more; 0: all in one thread)
Credentials may come from DRIFT_USER, DRIFT_PASSWORD, DRIFT_OTHER_USER and DRIFT_OTHER_PASSWORD.
Exit codes: 0 nothing (new) found, 1 findings (with --diff: a breaking change), 2 could not run (bad
arguments, unreadable input).`;

const FORMATS = ['text', 'json', 'junit', 'sarif', 'github'];
const here = dirname(fileURLToPath(import.meta.url));
/** The checker's own version, for SARIF's tool. */
const VERSION = String(JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).version);
/** The store's contract as written (the checker reads its bundle, generated/openapi.json). */
const STORE_SOURCE = join(here, '..', '..', 'openapi');

/**
 * The plan a `--plan` module gives (its default export), checked enough to say what is wrong with it.
 * @param {string} file
 * @returns {Promise<import('./types.js').LivePlan>}
 */
async function readPlan(file) {
  /** @type {{ default?: unknown }} */
  const loaded = await import(pathToFileURL(resolve(file)).href);
  const plan = /** @type {Partial<import('./types.js').LivePlan> | undefined} */ (loaded.default);
  if (!plan || !Array.isArray(plan.steps) || !plan.steps.every((s) => typeof s?.id === 'string'))
    throw new Error(`${file} is no plan: its default export needs steps, each with the id of an operation.`);
  return /** @type {import('./types.js').LivePlan} */ (plan);
}

/**
 * Runs the checker; resolves to its exit code (0: nothing found, 1: findings, 2: could not run).
 * @param {string[]} [argv]
 * @param {Record<string, string | undefined>} [env]
 * @param {(text: string) => void} [out] where the report goes when there is no --output
 * @param {Promise<unknown>} [stopped] when a proxy run stops (by default on SIGINT or SIGTERM)
 * @returns {Promise<number>}
 */
export async function main(argv = process.argv.slice(2), env = process.env, out = (s) => process.stdout.write(s), stopped = undefined) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        diff: { type: 'string' },
        live: { type: 'string' },
        har: { type: 'string' },
        proxy: { type: 'string' },
        port: { type: 'string', default: '4020' },
        host: { type: 'string', default: '127.0.0.1' },
        user: { type: 'string' },
        password: { type: 'string' },
        'other-user': { type: 'string' },
        'other-password': { type: 'string' },
        writes: { type: 'boolean' },
        sweep: { type: 'boolean' },
        open: { type: 'boolean' },
        format: { type: 'string', default: 'text' },
        output: { type: 'string' },
        record: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
        baseline: { type: 'string' },
        'update-baseline': { type: 'boolean' },
        contract: { type: 'string' },
        coverage: { type: 'boolean' },
        'min-coverage': { type: 'string' },
        traffic: { type: 'string' },
        plan: { type: 'string' },
        'client-header': { type: 'string' },
        workers: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const args = parsed.values;
  if (args.help) {
    out(`${USAGE}\n`);
    return 0;
  }
  if (args.diff) {
    if (
      args.live ||
      args.har ||
      args.proxy ||
      parsed.positionals.length > 1 ||
      !['text', 'json', 'sarif', 'github'].includes(args.format ?? 'text')
    ) {
      console.error(USAGE);
      return 2;
    }
    return runDiff(
      args.diff,
      parsed.positionals[0],
      { format: args.format ?? 'text', output: args.output, traffic: args.traffic, clientHeader: args['client-header'] },
      out,
    );
  }
  if (args.plan && !args.live) {
    console.error(`--plan says how --live drives the API.\n\n${USAGE}`);
    return 2;
  }
  if (args.traffic || args['client-header']) {
    console.error(`--traffic and --client-header weigh a --diff's breaking changes.\n\n${USAGE}`);
    return 2;
  }
  const modes = [args.live, args.har, args.proxy].filter(Boolean).length + (parsed.positionals.length ? 2 : 0);
  const port = Number(args.port);
  if (
    modes !== 1 ||
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65535 ||
    !FORMATS.includes(args.format ?? 'text') ||
    (args['update-baseline'] && !args.baseline)
  ) {
    console.error(USAGE);
    return 2;
  }
  if (args.workers !== undefined && (!args.har || !/^\d{1,2}$/.test(args.workers))) {
    console.error(`--workers N: how many threads check a --har recording (0: this one alone).\n\n${USAGE}`);
    return 2;
  }
  const rule = args['min-coverage'];
  if (rule !== undefined) {
    try {
      parseCoverageRule(rule);
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return 2;
    }
  }
  /** @type {(line: string) => void} */
  const log = args.quiet || args.format !== 'text' || !args.output ? () => {} : (line) => console.error(line);
  try {
    if (!args.contract && !existsSync(CONTRACT_PATH)) throw new Error('Give the description to check against: --contract openapi.yaml.');
    const description = args.contract ? await readDescription(args.contract) : null;
    const contract = loadContract({ open: args.open, ...(description ? { doc: description.doc } : {}) });
    /** @type {import('./types.js').Report} */
    let full;
    if (args.har) {
      // Read as a stream and checked as it is read: a recording of any size, in the same memory.
      const collector = await checkRecording(args.har, contract, {
        open: Boolean(args.open),
        ...(description ? { doc: description.doc } : {}),
        ...(args.workers === undefined ? {} : { workers: Number(args.workers) }),
        size: statSync(args.har).size,
      });
      if (collector.sanitized())
        console.error(
          'The recording has no Authorization headers (a sanitized export?), so calls without a token are not checked. Export it with sensitive data to check them.',
        );
      full = collector.report();
    } else if (args.proxy) {
      const target = new URL(args.proxy);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`--proxy needs an http(s) URL, not ${args.proxy}`);
      // Written as the traffic passes, not kept: a proxy left running all day takes the same memory.
      const recording = args.record ? harFileWriter(args.record) : null;
      const proxy = await startProxy({
        contract,
        target: target.href,
        port,
        host: args.host,
        open: args.open,
        onRecord: recording?.add,
        onFinding: args.quiet
          ? undefined
          : (f) => console.error(`drift: ${f.method} ${f.path} ${f.status} ${f.kind} at ${f.pointer || '/'}: ${f.message}`),
        onError: (message) => console.error(`drift proxy: ${message}`),
      });
      console.error(
        `Drift proxy on ${proxy.url}, forwarding to ${target.origin}${target.pathname.replace(/\/$/, '')}. Stop it (Ctrl-C) for the report.`,
      );
      await (stopped ??
        new Promise((resolve) => {
          process.once('SIGINT', resolve);
          process.once('SIGTERM', resolve);
        }));
      full = await proxy.close();
      const { forwarded, refused, checked, unchecked, failed } = proxy.stats();
      console.error(
        `Drift proxy stopped: ${forwarded} requests forwarded, ${checked} checked${unchecked ? `, ${unchecked} too big or undecodable to check` : ''}${failed ? `, ${failed} the API did not answer` : ''}${refused ? `, ${refused} refused (not a path on the API)` : ''}.`,
      );
      await recording?.close();
    } else {
      const plan = args.plan ? await readPlan(args.plan) : contractPlan(contract);
      const user = args.user ?? env.DRIFT_USER;
      const password = args.password ?? env.DRIFT_PASSWORD;
      if (Boolean(user) !== Boolean(password) || (plan.signIn && !user && !(args.writes && plan.signUp))) {
        console.error(
          `Give the credentials of a customer: --user and --password, or DRIFT_USER and DRIFT_PASSWORD${plan.signUp ? ' (with --writes, new customers are signed up for the run when none are given)' : ''}.`,
        );
        return 2;
      }
      const other = { user: args['other-user'] ?? env.DRIFT_OTHER_USER, password: args['other-password'] ?? env.DRIFT_OTHER_PASSWORD };
      const base = args.live ?? '';
      const run = await drive(contract, { base, plan, user, password, other, writes: args.writes, log });
      const { exchanges } = run;
      if (args.sweep) {
        // The plan may have signed out: the probes sign in again.
        /** @type {string | null} */
        let token = null;
        if (plan.signIn && run.user && run.password) {
          const again = await signInForRun(contract, plan.signIn, { base, user: run.user, password: run.password, fields: plan.fields });
          exchanges.push(again.exchange);
          token = again.token;
        }
        exchanges.push(
          ...(await sweep(contract, { base, sent: run.sent, token, signInId: plan.signIn?.id, writes: args.writes, open: args.open, log })),
        );
      }
      if (args.record) writeFileSync(args.record, JSON.stringify(writeHar(exchanges), null, 1));
      full = buildReport(contract, exchanges, { open: args.open, sanitized: false, substitutions: run.substitutions });
    }
    if (args['update-baseline'] && args.baseline) {
      writeBaseline(args.baseline, full);
      console.error(`Baseline written: ${args.baseline} accepts the ${full.findings.length} findings of this run.`);
      return 0;
    }
    const accepted = args.baseline ? applyBaseline(full, readBaseline(args.baseline), args.baseline) : full;
    const measures = accepted.coverage.measures;
    const report = rule !== undefined && measures ? { ...accepted, gate: coverageGate(measures, rule) } : accepted;
    const shown = { coverage: args.coverage };
    const locations = () =>
      description && args.contract
        ? contractLocations(description.files, resolve(args.contract))
        : contractLocations(STORE_SOURCE, join(STORE_SOURCE, 'openapi.yaml'));
    const text =
      args.format === 'json'
        ? `${JSON.stringify(report, null, 2)}\n`
        : args.format === 'junit'
          ? formatJunit(report, shown)
          : args.format === 'sarif'
            ? formatSarif(report, locations(), VERSION, shown)
            : args.format === 'github'
              ? formatGithub(report, locations())
              : `${formatText(report, shown)}\n`;
    if (args.output) {
      writeFileSync(args.output, text);
      console.error(`${summaryLine(report)}. Report: ${args.output}`);
    } else out(text);
    return report.findings.length || report.gate?.below.length ? 1 : 0;
  } catch (error) {
    console.error(`The drift checker could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

/**
 * `--diff`: the changes between two descriptions, each breaking one with who uses it.
 * @param {string} from the old description: a file or REV:PATH
 * @param {string | undefined} to the new one (this store's by default)
 * @param {{ format: string; output?: string | undefined; traffic?: string | undefined; clientHeader?: string | undefined }} options
 *   `traffic`: a recording whose exchanges each breaking change is weighed by
 * @param {(text: string) => void} out
 * @returns {Promise<number>}
 */
async function runDiff(from, to, { format, output, traffic, clientHeader }, out) {
  /** @type {(() => void)[]} */
  const cleanups = [];
  try {
    const older = await readSide(from, { readDescription });
    cleanups.push(older.cleanup);
    const newer = await readSide(to ?? relative(process.cwd(), join(STORE_SOURCE, 'openapi.yaml')), { readDescription });
    cleanups.push(newer.cleanup);
    const changes = diffContracts(older.doc, newer.doc);
    // Who uses what a breaking change changes: from the generated code (generated/) and the imports of the
    // source (src/) of the project it runs in, this store's with npm run drift.
    const breaking = changes.filter((c) => c.breaking);
    const index = breaking.length
      ? consumerIndex({
          root: process.cwd(),
          operationIds: [...new Set(changes.flatMap((c) => c.operationIds))],
        })
      : null;
    // What the recorded clients of the old description would feel of each breaking change.
    const weighed = traffic ? await trafficReach(breaking, older.doc, traffic, clientHeader ? { clientHeader } : {}) : null;
    const reachOf = new Map(breaking.map((c, i) => [c, weighed?.reach[i]]));
    const reported = changes.map((c) => {
      const schema = schemaOf(c.pointer);
      const reach = reachOf.get(c);
      return {
        ...c,
        ...(c.breaking && index ? { consumers: index.of(c.operationIds, schema ? [schema] : []) } : {}),
        ...(reach ? { traffic: reach } : {}),
      };
    });
    // Weighed, the breaking changes most reached come first (the order is otherwise kept).
    if (weighed)
      reported.sort((a, b) => Number(b.breaking) - Number(a.breaking) || (b.traffic?.exchanges ?? 0) - (a.traffic?.exchanges ?? 0));
    /** @type {import('./diff.mjs').DiffReport} */
    const report = {
      from: older.label,
      to: to ?? 'openapi/openapi.yaml',
      changes: reported,
      summary: { breaking: breaking.length, other: changes.length - breaking.length },
      ...(weighed ? { traffic: weighed.summary } : {}),
    };
    /** Where a side declares each operation: its files by their names in the repository (REV:PATH for a revision's). */
    const locate = (/** @type {typeof older} */ side) => {
      const found = contractLocations(side.files, side.root, side.base);
      return {
        operation: (/** @type {string | null} */ id) => ({ ...found.operation(id), file: `${side.prefix}${found.operation(id).file}` }),
      };
    };
    const locations = locate(newer);
    const oldLocations = locate(older);
    const text =
      format === 'json'
        ? `${JSON.stringify(report, null, 2)}\n`
        : format === 'sarif'
          ? formatDiffSarif(report, locations, oldLocations, VERSION)
          : format === 'github'
            ? formatDiffGithub(report, locations, oldLocations)
            : formatDiffText(report, locations, oldLocations);
    if (output) {
      writeFileSync(output, text);
      console.error(`${diffSummaryLine(report)}. Report: ${output}`);
    } else out(text);
    return breaking.length ? 1 : 0;
  } catch (error) {
    console.error(`The contract diff could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}

// Run as a program, also through the symlink npx and npm put in node_modules/.bin.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main();

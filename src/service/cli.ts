import { parseArgs } from 'node:util';
import { serviceHabits, type ServiceHabits } from './http/habits';
import { startWeatherService } from './index';

function isHabits(value: string): value is ServiceHabits {
  return (serviceHabits as readonly string[]).includes(value);
}

function portNumber(flag: string, text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${flag} must be 0..65535, got ${text}`);
  return port;
}

/**
 * `npm run service -- --port 8787 [--seed 1] [--clock 2026-01-15T10:00:00Z] [--accounts f.json] [--usage-file f.json]
 * [--habits specification|observed] [--maps-port 8788]`
 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      seed: { type: 'string', default: '1' },
      clock: { type: 'string' },
      accounts: { type: 'string' },
      'usage-file': { type: 'string' },
      habits: { type: 'string', default: 'specification' },
      'maps-port': { type: 'string', default: '0' },
    },
    strict: true,
  });
  const port = portNumber('--port', values.port);
  const mapsPort = portNumber('--maps-port', values['maps-port']);
  const habits = values.habits;
  if (!isHabits(habits)) throw new Error(`--habits must be ${serviceHabits.join(' or ')}, got ${habits}`);
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, got ${values.seed}`);
  let clock: Date | undefined;
  if (values.clock !== undefined) {
    clock = new Date(values.clock);
    if (Number.isNaN(clock.getTime())) throw new Error(`--clock must be an ISO instant such as 2026-01-15T10:00:00Z`);
  }
  return { port, mapsPort, habits, seed, clock, accountsFile: values.accounts, usageFile: values['usage-file'] };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  const service = await startWeatherService(options);
  console.log(`Weather Data Service (local): ${service.url}`);
  if (service.mapsUrl !== service.url) console.log(`Maps (capabilities, tiles, legends, symbols): ${service.mapsUrl}`);
  console.log(`Demo account: user "demo", password "demo"${options.clock ? `; clock fixed at ${options.clock.toISOString()}` : ''}.`);
  const stop = (): void => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();

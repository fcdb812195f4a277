export type LogFields = Record<string, string | number | boolean | undefined>;

/** Fields are structured so a secret never gets interpolated into a message by accident. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function createConsoleLogger(prefix: string): Logger {
  const write = (level: 'info' | 'warn' | 'error') => (message: string, fields?: LogFields) => {
    const line = `[${prefix}] ${message}`;
    if (fields === undefined) console[level](line);
    else console[level](line, fields);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

import type { LogFields, Logger } from '@main/core/logger';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: LogFields | undefined;
}

export function createRecordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry['level']) => (message: string, fields?: LogFields) => {
    entries.push({ level, message, fields });
  };
  return { entries, info: record('info'), warn: record('warn'), error: record('error') };
}

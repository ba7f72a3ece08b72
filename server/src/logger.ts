import type { LogLevel } from './config'

// A tiny levelled logger. Lines go to the console (stdout for info/debug, stderr for warn/error);
// tests pass a collecting logger instead, since they fail on unexpected console.warn/error.

export type LogFields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

function formatFields(fields: LogFields | undefined): string {
  if (!fields) return ''
  const parts = Object.entries(fields).map(([key, value]) => {
    if (value instanceof Error) return `${key}=${value.stack ?? value.message}`
    return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`
  })
  return parts.length > 0 ? ` ${parts.join(' ')}` : ''
}

/** Console logger that drops lines below `level`. */
export function createConsoleLogger(level: LogLevel): Logger {
  const enabled = (lineLevel: LogLevel) => rank[lineLevel] >= rank[level]
  const line = (lineLevel: LogLevel, message: string, fields?: LogFields) =>
    `${new Date().toISOString()} ${lineLevel.toUpperCase()} ${message}${formatFields(fields)}`
  return {
    debug: (message, fields) => enabled('debug') && console.info(line('debug', message, fields)),
    info: (message, fields) => enabled('info') && console.info(line('info', message, fields)),
    warn: (message, fields) => enabled('warn') && console.warn(line('warn', message, fields)),
    error: (message, fields) => enabled('error') && console.error(line('error', message, fields)),
  }
}

import { ERROR_MESSAGES, type ErrorCode } from './error-codes';

// The client reads the catalogue lazily, in one chunk: these come with the lookup.
export { ALWAYS_TRANSLATED, CODE_BY_STATUS } from './error-status';

/** A catalogue entry found for a message, with the values of its `{{name}}` parts. */
export interface ErrorCodeMatch {
  code: ErrorCode;
  params?: Record<string, string>;
}

const PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Built once: plain texts by message, and one anchored pattern per text with variable parts.
// The first code listed for a text wins, so a text must appear once (error-codes.test.ts).
const exact = new Map<string, ErrorCode>();
const templated: { code: ErrorCode; pattern: RegExp; names: string[] }[] = [];
for (const [code, message] of Object.entries(ERROR_MESSAGES) as [ErrorCode, string][]) {
  if (!message.includes('{{')) {
    if (!exact.has(message)) exact.set(message, code);
    continue;
  }
  const names: string[] = [];
  const source = escapeRegExp(message).replace(PLACEHOLDER, (_whole, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  templated.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The catalogue's code for an English error message (and its variable parts), if it has one. */
export function errorCodeOf(message: string): ErrorCodeMatch | undefined {
  const code = exact.get(message);
  if (code) return { code };
  for (const entry of templated) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { code: entry.code, params };
  }
  return undefined;
}

/** Pino options: secrets never reach the log (cookies, auth headers, passwords, tokens). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.invitationToken',
      ],
      censor: '[redacted]',
    },
  };
}

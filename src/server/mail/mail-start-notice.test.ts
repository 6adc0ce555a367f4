import { describe, expect, it } from 'vitest';
import { mailStartNotice } from './mail-start-notice.js';

describe('the start-up line about e-mail', () => {
  it('warns, naming the outbox folder and what to set, when no SMTP server is configured', () => {
    const notice = mailStartNotice({ source: 'outbox', outboxDir: '/srv/trackroom/data/outbox' });
    expect(notice.level).toBe('warn');
    expect(notice.details).toEqual({ outbox: '/srv/trackroom/data/outbox' });
    expect(notice.message).toContain('No SMTP server is configured');
    expect(notice.message).toContain('/srv/trackroom/data/outbox');
    expect(notice.message).toContain('SMTP_URL');
  });

  it('names where the SMTP server comes from, without its address (credentials inside)', () => {
    for (const source of ['smtp-url', 'smtp-settings'] as const) {
      const notice = mailStartNotice({ source, outboxDir: null });
      expect(notice.level).toBe('info');
      expect(notice.message).not.toContain('outbox');
    }
  });
});

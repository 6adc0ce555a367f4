import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/collaborations.json';
import en from '../../../i18n/locales/en/collaborations.json';
import { EmailFailedNote } from './email-failed-note';
import { originOf } from './invite-link-field';

async function render(language: 'en' | 'de', emailFailed: boolean) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { collaborations: en }, de: { collaborations: de } },
    ns: ['collaborations'],
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <EmailFailedNote invitation={{ emailFailed, inviteEmail: 'sam@example.com' }} />
    </I18nextProvider>,
  );
}

describe('a pending invitation whose e-mail was given up', () => {
  it("says so on its row, in the reader's language, and nothing while the e-mail is fine", async () => {
    expect(await render('en', true)).toContain(
      'The e-mail to sam@example.com could not be delivered.',
    );
    expect(await render('de', true)).toContain(
      'Die E-Mail an sam@example.com konnte nicht zugestellt werden.',
    );
    expect(await render('en', false)).toBe('');
  });
});

describe('originOf', () => {
  it('tells a queued e-mail from a sent one and from none', () => {
    expect(originOf({ emailSent: true, emailQueued: true })).toBe('queued');
    expect(originOf({ emailSent: true })).toBe('sent');
    expect(originOf({ emailSent: true, emailQueued: false })).toBe('sent');
    expect(originOf({ emailSent: false })).toBe('notSent');
  });
});

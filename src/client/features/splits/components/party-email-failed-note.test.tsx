import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/splits.json';
import en from '../../../i18n/locales/en/splits.json';
import { PartyEmailFailedNote } from './party-email-failed-note';

async function render(language: 'en' | 'de', emailFailed: boolean | null) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { splits: en }, de: { splits: de } },
    ns: ['splits'],
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PartyEmailFailedNote
        answer={emailFailed === null ? undefined : { emailFailed }}
        email="ana@example.com"
      />
    </I18nextProvider>,
  );
}

describe('a split party whose confirmation e-mail was given up', () => {
  it("says so on the party's row, in the reader's language, and nothing otherwise", async () => {
    expect(await render('en', true)).toContain(
      'The e-mail to ana@example.com could not be delivered.',
    );
    expect(await render('de', true)).toContain(
      'Die E-Mail an ana@example.com konnte nicht zugestellt werden.',
    );
    expect(await render('en', false)).toBe('');
    // A party never sent the sheet has no answer row, hence nothing to say.
    expect(await render('en', null)).toBe('');
  });
});

import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ShareLinkSummary } from '../../../../shared/schemas/share-links';
import de from '../../../i18n/locales/de/share-links.json';
import en from '../../../i18n/locales/en/share-links.json';
import { LinkEmailFailedNote } from './link-email-failed-note';

async function render(
  language: 'en' | 'de',
  link: Pick<ShareLinkSummary, 'emailFailed' | 'state'>,
): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { 'share-links': en }, de: { 'share-links': de } },
    ns: ['share-links'],
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LinkEmailFailedNote link={{ ...link, recipientEmail: 'label@example.com' }} />
    </I18nextProvider>,
  );
}

describe('a share link whose e-mail was given up', () => {
  it("says so on the live link, in the reader's language, and nothing otherwise", async () => {
    expect(await render('en', { emailFailed: true, state: 'active' })).toContain(
      'The e-mail to label@example.com could not be delivered. Copy the link',
    );
    expect(await render('de', { emailFailed: true, state: 'active' })).toContain(
      'Die E-Mail an label@example.com konnte nicht zugestellt werden.',
    );
    expect(await render('en', { emailFailed: false, state: 'active' })).toBe('');
    // A revoked or expired link is not to be sent any more: no Copy link beside it either.
    expect(await render('en', { emailFailed: true, state: 'revoked' })).toBe('');
    expect(await render('en', { emailFailed: true, state: 'expired' })).toBe('');
  });
});

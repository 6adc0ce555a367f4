import { LegalDocument } from './components/legal-document';
import { PRIVACY_CONTACT_EMAIL, PRIVACY_SECTIONS } from './legal-sections';

/** /privacy: the numbered Privacy Policy. */
export function PrivacyPage() {
  return (
    <LegalDocument
      doc="privacy"
      sections={PRIVACY_SECTIONS}
      contactEmail={PRIVACY_CONTACT_EMAIL}
      relatedPath="/terms"
    />
  );
}

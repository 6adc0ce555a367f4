import { LegalDocument } from './components/legal-document';
import { LEGAL_CONTACT_EMAIL, TERMS_SECTIONS } from './legal-sections';

/** /terms: the numbered Terms of Service. */
export function TermsPage() {
  return (
    <LegalDocument
      doc="terms"
      sections={TERMS_SECTIONS}
      contactEmail={LEGAL_CONTACT_EMAIL}
      relatedPath="/privacy"
    />
  );
}

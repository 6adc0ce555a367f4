import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from './legal-sections';

interface Section {
  title: string;
  body: string;
}
interface LegalBundle {
  terms: { related: string; sections: Record<string, Section> };
  privacy: { related: string; sections: Record<string, Section> };
}

const read = (lng: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../i18n/locales', lng, 'legal.json'), 'utf8'),
  ) as LegalBundle;

const text = (sections: Record<string, Section>, keys: readonly string[]) =>
  keys.map((key) => `${sections[key]?.title} ${sections[key]?.body}`).join(' ');

describe('legal texts', () => {
  it('has 14 terms sections and 12 privacy sections', () => {
    expect(TERMS_SECTIONS).toHaveLength(14);
    expect(PRIVACY_SECTIONS).toHaveLength(12);
  });

  for (const lng of LANGUAGES) {
    it(`${lng}: every section has a title and a body, and only listed sections exist`, () => {
      const bundle = read(lng);
      expect(Object.keys(bundle.terms.sections)).toEqual([...TERMS_SECTIONS]);
      expect(Object.keys(bundle.privacy.sections)).toEqual([...PRIVACY_SECTIONS]);
      for (const section of [
        ...Object.values(bundle.terms.sections),
        ...Object.values(bundle.privacy.sections),
      ]) {
        expect(section.title.trim().length).toBeGreaterThan(0);
        expect(section.body.length).toBeGreaterThan(80);
      }
    });

    it(`${lng}: carries the spec's facts and the contact address placeholder`, () => {
      const bundle = read(lng);
      const terms = text(bundle.terms.sections, TERMS_SECTIONS);
      const privacy = text(bundle.privacy.sections, PRIVACY_SECTIONS);
      expect(terms).toMatch(/1[.,]5\s?%/); // late interest per month
      expect(bundle.terms.sections.renewal?.body).toContain('7');
      expect(bundle.terms.sections.termination?.body).toContain('30');
      expect(bundle.terms.sections.liability?.body).toContain('12');
      expect(bundle.terms.sections.law?.body).toMatch(/Calif[oó]rni|Kalifornien/);
      expect(bundle.privacy.sections.children?.body).toContain('13');
      expect(terms).toContain('<mail>{{email}}</mail>');
      // The cross link's tag must not be an HTML void element such as <link> (Trans drops its text).
      expect(bundle.terms.related).toMatch(/<doc>[^<]+<\/doc>/);
      expect(bundle.privacy.related).toMatch(/<doc>[^<]+<\/doc>/);
      expect(privacy).toContain('<mail>{{email}}</mail>');
    });
  }
});

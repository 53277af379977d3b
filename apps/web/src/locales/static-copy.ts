/** The shape of the static pages' copy; `en/pages.ts` and `hi/pages.ts` both fill it completely. */
export interface StaticSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface StaticPageCopy {
  title: string;
  lead: string;
  sections: readonly StaticSection[];
}

export type StaticPageId = 'about' | 'geolocation' | 'communication' | 'economy' | 'privacy' | 'terms';

export interface StaticCopy {
  pages: Record<StaticPageId, StaticPageCopy>;
  /** "Questions? Write to us at" — followed by the support email link. */
  contact: string;
  ctaTitle: string;
  ctaText: string;
  ctaSignup: string;
  ctaBrowse: string;
}

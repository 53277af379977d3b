import { describe, expect, it } from 'vitest';
import { CROP_LANGS } from '../crops/crop-types';
import { alertText, isGsmText, segmentLimit, type AlertTextKind } from './alerts';

const KINDS: AlertTextKind[] = ['messages', 'deals', 'requests', 'savedSearches', 'summary'];
const CODE = 'Ab3dE5gH7jK_';
const links = { link: `kisansetu.in/c/${CODE}`, stop: `kisansetu.in/alerts/stop/${CODE}` };
/** Longer than any segment leaves room for: a full name and a farmer's own name for the lot. */
const LONG = { who: 'Ramchandra Dnyaneshwar Patil', crop: 'Lasalgaon Red Onion (Nashik) Grade A', count: 12 };
const HINDI_NAMES = { who: 'रामचंद्र ज्ञानेश्वर पाटील', crop: 'लासलगाँव लाल प्याज़ ग्रेड ए', count: 12 };

describe('an alert', () => {
  describe.each(CROP_LANGS)('in %s', (lang) => {
    it.each(KINDS)('%s fits one SMS segment, ends in its link and names who and which crop', (kind) => {
      for (const facts of [LONG, HINDI_NAMES, { who: 'Sunita', crop: 'Onion', count: 2 }]) {
        const text = alertText(lang, kind, facts, links);
        expect(text.length).toBeLessThanOrEqual(segmentLimit(text));
        expect(text).toContain(links.link);
        expect(text).not.toMatch(/\{\{|\}\}/);
        if (kind === 'summary') expect(text).toContain(String(facts.count));
        // Whatever was shortened, the reader still sees the start of the name and of the crop.
        if (kind === 'messages' || kind === 'deals') expect(text).toContain(facts.who.slice(0, 5));
        if (kind !== 'summary') expect(text).toContain(facts.crop.slice(0, 5));
      }
    });
  });

  it('in English keeps the stop link in the same GSM segment', () => {
    const text = alertText('en', 'messages', { who: 'Sunita Shah', crop: 'Onion' }, links);
    expect(isGsmText(text)).toBe(true);
    expect(text).toBe(`Sunita Shah wrote to you about Onion: ${links.link} Stop alerts: ${links.stop}`);
  });

  it('in Hindi has room for the one link only, whose page offers the stop', () => {
    const text = alertText('hi', 'messages', { who: 'सुनीता शाह', crop: 'प्याज़' }, links);
    expect(text).toBe(`सुनीता शाह ने प्याज़ पर लिखा: ${links.link}`);
    expect(isGsmText(text)).toBe(false);
  });

  it('shortens a long name and crop with a mark, keeping the whole link', () => {
    const text = alertText('hi', 'deals', LONG, links);
    expect(text.length).toBe(70);
    expect(text).toMatch(/…: .*…/);
    expect(text.endsWith(links.link)).toBe(true);
  });

  it('says a message came without naming a crop when none is known', () => {
    expect(alertText('en', 'messages', { who: 'Sunita' }, links)).toMatch(
      /^Sunita wrote to you on KisanSetu: kisansetu\.in\/c\//,
    );
  });
});

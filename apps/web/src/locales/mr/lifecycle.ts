import type { LifecycleKey } from '../en/lifecycle';

/** मराठी: शेतमालाची मुदत, त्याची स्थिती, “विकला गेला” आणि “पुन्हा चालू करा”. */
export const lifecycleMr: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'किती दिवस दिसावा',
  'listing.stayDays_one': '{{count}} दिवस',
  'listing.stayDays_other': '{{count}} दिवस',
  'listing.stayHint': 'यानंतर हा शेतमाल शोधात दिसणार नाही. तुम्ही तो कधीही पुन्हा चालू करू शकता.',
  'listing.stayHintRenew': 'आजपासून पुन्हा लावायचे असेल तरच दिवस निवडा.',
  'listing.stayKeep': 'आहे तसे: {{date}} पर्यंत',

  'listing.status.active': 'चालू',
  'listing.status.sold': 'विकला गेला',
  'listing.status.expired': 'मुदत संपली',
  'listing.status.hidden': 'लपवलेला',
  'listing.expiresIn_one': 'चालू · {{count}} दिवसात मुदत संपेल',
  'listing.expiresIn_other': 'चालू · {{count}} दिवसांत मुदत संपेल',

  'listing.markSold': 'विकला गेला अशी नोंद करा',
  'listing.markSoldNamed': 'विकला गेला अशी नोंद करा: {{name}}',
  'listing.marking': 'जतन करत आहोत...',
  'listing.renew': 'पुन्हा चालू करा',
  'listing.renewNamed': 'पुन्हा चालू करा: {{name}}',
  'listing.renewing': 'पुन्हा चालू करत आहोत...',
  'listing.edit': 'बदला',
  'listing.yours': 'तुमचा शेतमाल',
  'listing.notSold': 'विकला गेला अशी नोंद करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  'listing.notRenewed': 'शेतमाल पुन्हा चालू करता आला नाही. कृपया पुन्हा प्रयत्न करा.',

  'listing.soldBanner': 'हे पीक विकले गेले आहे',
  'listing.soldBannerHint': 'शेतकऱ्याकडे आणखी माल असू शकतो: त्यांचा इतर शेतमाल पाहा किंवा त्यांच्याशी चॅट करा.',
  'listing.expiredBanner': 'या शेतमालाची मुदत संपली आहे',
  'listing.expiredBannerHint': 'तो कदाचित आता उपलब्ध नसेल. विचारण्यासाठी शेतकऱ्याशी चॅट करा.',
  'listing.hiddenBanner': 'हा शेतमाल मॉडरेटरने लपवला आहे',
};

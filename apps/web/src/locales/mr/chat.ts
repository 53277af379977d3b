import type { chatEn } from '../en/chat';

/** मराठी: शेतमालाबद्दल चॅट, झटपट उत्तरे, संपर्क आणि लॉग इन नंतर परत येणे. */
export const chatMr: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'हे चॅट ज्या शेतमालाबद्दल आहे',
  'chatProduct.open': '{{name}} हा शेतमाल उघडा',
  'chatProduct.about': '{{name}} बद्दल',
  'chatProduct.noLongerListed': 'आता उपलब्ध नाही',
  'chatProduct.loading': 'शेतमालाची माहिती लोड होत आहे...',

  'quickReply.label': 'झटपट उत्तरे',
  'quickReply.buyer.available': 'हा माल अजून उपलब्ध आहे का?',
  'quickReply.buyer.bestPrice': 'तुमचा शेवटचा भाव किती?',
  'quickReply.buyer.collect': 'माल कुठून घेऊन जाता येईल?',
  'quickReply.farmer.available': 'हो, उपलब्ध आहे',
  'quickReply.farmer.priceFinal': 'भाव ठरलेला आहे',
  'quickReply.farmer.callMe': 'मला फोन करा',

  'chat.holdToDelete': 'हटवण्यासाठी दाबून ठेवा...',

  'contact.call': 'फोन करा',
  'contact.callNamed': '{{name}} यांना फोन करा',

  'loginReturn.chat': '{{name}} यांच्याशी चॅट करण्यासाठी लॉग इन करा. तुम्ही थेट याच शेतमालावर परत याल.',
  'loginReturn.chatAnyone': 'शेतकऱ्याशी चॅट करण्यासाठी लॉग इन करा. तुम्ही थेट याच शेतमालावर परत याल.',
  'loginReturn.wishlist':
    'हा शेतमाल जतन करण्यासाठी लॉग इन करा. तुम्ही थेट इथेच परत याल आणि तो तुमच्या आवडत्या यादीत असेल.',
  'loginReturn.buyersOnly':
    'चॅट आणि आवडती यादी खरेदीदारांसाठी आहेत. त्यांचा वापर करण्यासाठी खरेदीदार म्हणून लॉग इन करा.',
};

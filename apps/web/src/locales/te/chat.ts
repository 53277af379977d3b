import type { chatEn } from '../en/chat';

/** తెలుగు: ఉత్పత్తి గురించి చాట్, త్వరిత జవాబులు, సంప్రదింపు, లాగిన్ తర్వాత తిరిగి రావడం. */
export const chatTe: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'ఈ చాట్ ఏ ప్రకటన గురించో',
  'chatProduct.open': '{{name}} ప్రకటన తెరవండి',
  'chatProduct.about': '{{name}} గురించి',
  'chatProduct.noLongerListed': 'ఇప్పుడు ప్రకటనలో లేదు',
  'chatProduct.loading': 'ప్రకటన లోడ్ అవుతోంది...',

  'quickReply.label': 'త్వరిత జవాబులు',
  'quickReply.buyer.available': 'ఇంకా దొరుకుతుందా?',
  'quickReply.buyer.bestPrice': 'మీ తుది ధర ఎంత?',
  'quickReply.buyer.collect': 'ఎక్కడికి వచ్చి తీసుకోవాలి?',
  'quickReply.farmer.available': 'అవును, ఉంది',
  'quickReply.farmer.priceFinal': 'ధర ఇదే, తగ్గదు',
  'quickReply.farmer.callMe': 'నాకు ఫోన్ చేయండి',

  'chat.holdToDelete': 'తొలగించడానికి అలాగే నొక్కి పట్టుకోండి...',

  'contact.call': 'ఫోన్ చేయండి',
  'contact.callNamed': '{{name}}కు ఫోన్ చేయండి',

  'loginReturn.chat': '{{name}}తో చాట్ చేయడానికి లాగిన్ అవ్వండి. మీరు నేరుగా ఈ పంటకే తిరిగి వస్తారు.',
  'loginReturn.chatAnyone': 'రైతుతో చాట్ చేయడానికి లాగిన్ అవ్వండి. మీరు నేరుగా ఈ పంటకే తిరిగి వస్తారు.',
  'loginReturn.wishlist': 'ఈ పంటను సేవ్ చేయడానికి లాగిన్ అవ్వండి. మీరు నేరుగా ఇక్కడికే తిరిగి వస్తారు; ఇది మీ ఇష్టాల జాబితాలో ఉంటుంది.',
  'loginReturn.buyersOnly': 'చాట్, ఇష్టాల జాబితా కొనుగోలుదారుల కోసం. వాటిని వాడటానికి కొనుగోలుదారుగా లాగిన్ అవ్వండి.',
};

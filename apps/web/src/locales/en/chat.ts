import { chatFirstRouteEn } from './first-route';
/** English: chat about a listing, quick replies, contact and return-after-login texts. */
export const chatEn = {
  ...chatFirstRouteEn,
  'chatProduct.pinned': 'The listing this chat is about',
  'chatProduct.open': 'Open the listing {{name}}',
  'chatProduct.about': 'About {{name}}',
  'chatProduct.noLongerListed': 'No longer listed',
  'chatProduct.loading': 'Loading the listing...',

  'quickReply.label': 'Quick replies',
  'quickReply.buyer.available': 'Is it still available?',
  'quickReply.buyer.bestPrice': 'What is your best price?',
  'quickReply.buyer.collect': 'Where can I collect it?',
  'quickReply.farmer.available': 'Yes, available',
  'quickReply.farmer.priceFinal': 'Price is final',
  'quickReply.farmer.callMe': 'Call me',

  'chat.holdToDelete': 'Keep holding to delete...',

  'loginReturn.chat': 'Log in to chat with {{name}}. You will come straight back to this crop.',
  'loginReturn.chatAnyone': 'Log in to chat with the farmer. You will come straight back to this crop.',
  'loginReturn.wishlist':
    'Log in to save this crop. You will come straight back and it will be in your wishlist.',
  'loginReturn.buyersOnly': 'Chat and the wishlist are for buyers. Log in as a buyer to use them.',
} as const;

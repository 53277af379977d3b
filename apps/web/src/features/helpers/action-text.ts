import type { TranslationKey } from '@/locales/keys';

/** What a helper did, by the API operation they called; the server records the operation's id. */
const ACTION_KEYS: Readonly<Record<string, TranslationKey>> = {
  createProduct: 'helpers.action.createProduct',
  updateProduct: 'helpers.action.updateProduct',
  markProductSold: 'helpers.action.markProductSold',
  renewProduct: 'helpers.action.renewProduct',
  deleteProduct: 'helpers.action.deleteProduct',
  sendMessage: 'helpers.action.sendMessage',
  markMessagesRead: 'helpers.action.markMessagesRead',
  syncMessages: 'helpers.action.syncMessages',
  proposeDeal: 'helpers.action.proposeDeal',
  counterDeal: 'helpers.action.counterDeal',
  acceptDeal: 'helpers.action.acceptDeal',
  declineDeal: 'helpers.action.declineDeal',
  withdrawDeal: 'helpers.action.withdrawDeal',
  markDealDone: 'helpers.action.markDealDone',
  cancelDeal: 'helpers.action.cancelDeal',
};

/** The text key of an action ("{{name}} posted a listing"); an action this client does not know yet is said generally. */
export function actionKey(action: string): TranslationKey {
  return Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action]! : 'helpers.action.other';
}

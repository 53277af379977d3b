/**
 * The chat's contacts list query. Each contact shows the price of the listing the conversation is about, so a page
 * that changes a listing marks this list stale without loading the chat.
 */
export const chatContactsQueryKey = ['chat', 'contacts'] as const;

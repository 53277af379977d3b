import { dataSaverFirstRouteEn } from './first-route';

/** English: data saver (the menu's switch and the photos that wait for a tap; a chat photo's button loads with the chat). */
export const dataSaverEn = {
  ...dataSaverFirstRouteEn,
  'dataSaver.loadThisPhoto': 'Load the photo ({{size}})',
} as const;

import {
  farmerHelperParamsSchema,
  farmerHelpersSchema,
  helpedFarmerResponseSchema,
  helperAddFarmerSchema,
  helperCodeSentSchema,
  helperConfirmFarmerSchema,
  helperEnrolSchema,
  helperFarmerParamsSchema,
  helperFarmersPageSchema,
  helperFarmersQuerySchema,
} from '../helpers';
import { userResponseSchema } from '../user';
import { endpoint } from './define';

const acting =
  'With an active link the helper makes the seller calls marked so in this document for the farmer, naming them in ' +
  'the `On-Behalf-Of: {farmerId}` header (403 `not_your_farmer` without one).';

/** Helpers (FPOs and village agents): becoming one, adding farmers by their consent code, and ending links. */
export const helpersEndpoints = {
  enrolHelper: endpoint({
    id: 'enrolHelper',
    method: 'POST',
    path: '/helper/enrol',
    access: 'seller',
    tag: 'helpers',
    summary: "Makes the caller's farmer account a helper of the organisation named",
    description:
      'Needs a verified phone (403 otherwise). Sending it again changes the organisation. ' + acting,
    body: helperEnrolSchema,
    data: userResponseSchema,
  }),
  addHelpedFarmer: endpoint({
    id: 'addHelpedFarmer',
    method: 'POST',
    path: '/helper/farmers',
    access: 'seller',
    tag: 'helpers',
    summary: "Sends the farmer's phone a consent code naming the helper and the organisation",
    description:
      "The SMS asks the farmer to give the code only if they agree (the SMS webhook's `purpose` is `consent`). " +
      "Phone sign-in's rules and limits apply to the code. A helper may link 10 farmers a day and 500 in all, a " +
      'farmer may have 3 helpers (409 `helper_limit`); a number of a buyer account is 409 `phone_taken`. Only a ' +
      'helper may call it (403 otherwise).',
    body: helperAddFarmerSchema,
    data: helperCodeSentSchema,
    errors: [409, 429],
  }),
  confirmHelpedFarmer: endpoint({
    id: 'confirmHelpedFarmer',
    method: 'POST',
    path: '/helper/farmers/confirm',
    access: 'seller',
    tag: 'helpers',
    summary: 'Links the farmer with the code they read out',
    description:
      'Makes a phone-only farmer account with the name, address and Aadhaar number given when the code was sent, or ' +
      'links the farmer account that verified the number. A wrong or expired code is the 400 on `code` and links ' +
      'nothing. The farmer gets no password: they sign in with a code when they want to.',
    body: helperConfirmFarmerSchema,
    status: 201,
    data: helpedFarmerResponseSchema,
    errors: [409],
  }),
  listHelpedFarmers: endpoint({
    id: 'listHelpedFarmers',
    method: 'GET',
    path: '/helper/farmers',
    access: 'seller',
    tag: 'helpers',
    summary: "The helper's farmers with their active listings, unread chats and open deals",
    query: helperFarmersQuerySchema,
    data: helperFarmersPageSchema,
  }),
  endHelpedFarmer: endpoint({
    id: 'endHelpedFarmer',
    method: 'DELETE',
    path: '/helper/farmers/{farmerId}',
    access: 'seller',
    tag: 'helpers',
    summary: 'The helper ends their link with a farmer',
    description: "The farmer's account, listings and deals stay as they are.",
    params: helperFarmerParamsSchema,
    errors: [404],
  }),
  listMyHelpers: endpoint({
    id: 'listMyHelpers',
    method: 'GET',
    path: '/user/helpers',
    access: 'seller',
    tag: 'helpers',
    summary: "The farmer's helpers, and the latest things they did for the farmer",
    data: farmerHelpersSchema,
  }),
  endMyHelper: endpoint({
    id: 'endMyHelper',
    method: 'DELETE',
    path: '/user/helpers/{helperId}',
    access: 'seller',
    tag: 'helpers',
    summary: "The farmer ends a helper's link: from then on the helper can do nothing for them",
    params: farmerHelperParamsSchema,
    errors: [404],
  }),
};

import type { MessageDeal, Unit } from '@kisansetu/contract';
import { tables } from '../db';
import type { Database } from '../db';
import { uuidv7 } from '../lib/uuid';
import { DEMO_LISTINGS } from './demo-listings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Done deals of the demo, each with its chat and both reviews, so that a fresh start shows what a farmer's record
 * looks like (deals done, stars, reviews) instead of "No deals yet" everywhere. People by their index in
 * DEMO_PEOPLE (4 Sunita, 5 Arjun, 6 Priya), listings by name.
 */
const DEMO_DEALS = [
  {
    listing: 'New Crop Potato',
    buyer: 4,
    hello: 'Namaste Ramesh ji, can you keep 200 kg of the new potatoes for me till Sunday?',
    price: 17,
    quantity: 200,
    daysAgo: 21,
    buyerReview: {
      stars: 5,
      text: 'Firm potatoes, weighed in front of me, and the lot was kept till Sunday as promised.',
    },
    sellerReview: { stars: 5, text: 'Came on time with her own tempo and paid as agreed.' },
  },
  {
    listing: 'New Crop Potato',
    buyer: 5,
    hello: 'Is 500 kg possible for my shop in Pune? I can collect from Manchar.',
    price: 16.5,
    quantity: 500,
    daysAgo: 9,
    buyerReview: { stars: 4, text: 'Good quality. Loading took longer than said, but the weight was right.' },
    sellerReview: { stars: 5, text: 'Clear about what he wanted and paid on the spot.' },
  },
  {
    listing: 'Sharbati Wheat',
    buyer: 6,
    hello: 'Looking for 10 quintal of Sharbati for our flour mill. Is it machine-cleaned?',
    price: 3850,
    quantity: 10,
    daysAgo: 30,
    buyerReview: { stars: 5, text: 'Clean, bold grain exactly as in the photos.' },
    sellerReview: { stars: 4, text: 'Good buyer; the truck came a day late.' },
  },
] as const;

interface SeededPerson {
  id: string;
}
interface SeededListing {
  id: string;
  sellerId: string;
  productName: string;
  unit: Unit;
  images: string[];
}

/**
 * Writes the demo's deals with their conversations, chat messages and reviews, inside the seed's transaction. The
 * times are spread back from `now`, every change a few hours after the one before, as two people would answer.
 */
export async function seedDemoDeals(
  tx: Database,
  people: readonly SeededPerson[],
  listings: readonly SeededListing[],
  now: number,
): Promise<void> {
  for (const demo of DEMO_DEALS) {
    const listing = listings[DEMO_LISTINGS.findIndex((l) => l.productName === demo.listing)]!;
    const buyerId = people[demo.buyer]!.id;
    const sellerId = listing.sellerId;
    const at = (hours: number) => new Date(now - demo.daysAgo * DAY + hours * HOUR);
    const dealId = uuidv7(at(1).getTime());
    const [userAId, userBId] = buyerId < sellerId ? [buyerId, sellerId] : [sellerId, buyerId];
    const conversationId = uuidv7(at(0).getTime());
    const doneAt = at(30);

    const terms = { price: demo.price, quantity: demo.quantity, unit: listing.unit, pickupBy: null };
    const dealCopy = (
      event: MessageDeal['event'],
      by: string,
      status: MessageDeal['status'],
    ): MessageDeal => ({
      _id: dealId,
      event,
      by,
      status,
      productId: listing.id,
      productName: listing.productName,
      ...terms,
    });
    const steps: { from: string; to: string; at: Date; body: string; deal?: MessageDeal }[] = [
      { from: buyerId, to: sellerId, at: at(0), body: demo.hello },
      { from: buyerId, to: sellerId, at: at(1), body: '', deal: dealCopy('proposed', buyerId, 'proposed') },
      { from: sellerId, to: buyerId, at: at(3), body: '', deal: dealCopy('accepted', sellerId, 'accepted') },
      {
        from: sellerId,
        to: buyerId,
        at: at(28),
        body: '',
        deal: dealCopy('marked_done', sellerId, 'accepted'),
      },
      { from: buyerId, to: sellerId, at: doneAt, body: '', deal: dealCopy('done', buyerId, 'done') },
    ];

    await tx.insert(tables.conversations).values({
      id: conversationId,
      userAId,
      userBId,
      initiatorId: buyerId,
      createdAt: at(0),
      lastMessageAt: doneAt,
    });
    await tx.insert(tables.conversationParticipants).values(
      [userAId, userBId].map((userId) => ({
        conversationId,
        userId,
        listed: true,
        lastReadAt: doneAt,
        contactSharedAt: userId === buyerId ? at(0) : at(3),
      })),
    );
    await tx.insert(tables.messages).values(
      steps.map((step) => ({
        id: uuidv7(step.at.getTime()),
        conversationId,
        senderId: step.from,
        receiverId: step.to,
        body: step.body,
        deal: step.deal ?? null,
        createdAt: step.at,
      })),
    );
    await tx.insert(tables.deals).values({
      id: dealId,
      productId: listing.id,
      sellerId,
      buyerId,
      productName: listing.productName,
      unit: listing.unit,
      productImageKey: listing.images[0] ?? null,
      price: demo.price,
      quantity: demo.quantity,
      note: '',
      status: 'done',
      lastProposedBy: buyerId,
      rounds: [
        { by: buyerId, price: demo.price, quantity: demo.quantity, pickupBy: null, at: at(1).toISOString() },
      ],
      sellerDoneAt: at(28),
      buyerDoneAt: doneAt,
      doneAt,
      createdAt: at(1),
      updatedAt: doneAt,
    });
    await tx.insert(tables.reviews).values([
      {
        id: uuidv7(at(32).getTime()),
        dealId,
        authorId: buyerId,
        subjectId: sellerId,
        ...demo.buyerReview,
        // Each pair deals once and both proved their phones: every review makes the rating.
        counted: true,
        productName: listing.productName,
        dealDoneAt: doneAt,
        createdAt: at(32),
      },
      {
        id: uuidv7(at(40).getTime()),
        dealId,
        authorId: sellerId,
        subjectId: buyerId,
        ...demo.sellerReview,
        counted: true,
        productName: listing.productName,
        dealDoneAt: doneAt,
        createdAt: at(40),
      },
    ]);
  }
}

/**
 * Trust: a person's trust signals as the server computes them (phone, Aadhaar, member since, deals done, stars,
 * response rate, reply time), the "Phone verified" mark and their reviews. Apart from deals so that the product page
 * and the seller profile can show them while deals itself uses the products feature (mark as sold) without an import
 * cycle.
 */
export { trustKeys, useTrust } from './api';
export { StarsSummary, TrustCompact, TrustSignals } from './components/trust-signals';
export { PhoneVerifiedMark } from './components/phone-verified-mark';
export { SellerReviews } from './components/seller-reviews';
export { replyBucket, trustLines } from './components/trust-text';
export type { ReplyBucket } from './components/trust-text';

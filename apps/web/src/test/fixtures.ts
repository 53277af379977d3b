import type { Product, ProductPage, User, WishlistEntry } from '@kisansetu/contract';
import type { SessionUser } from '@/lib/store';

/** A user whose email is there (most fixtures' people signed up with one): tests match it as text. */
export type UserWithEmail = User & { email: string };

export const buyer: UserWithEmail = {
  _id: '0190a000-0000-7000-8000-000000000001',
  fullName: 'Asha Verma',
  email: 'asha@gmail.com',
  phoneNumber: '9876543210',
  phoneVerified: false,
  address: 'Karnal, Haryana',
  role: 'user',
  avatarUrl: null,
  location: null,
  organisation: null,
  helper: false,
  createdAt: '2026-01-10T08:00:00.000Z',
};

export const seller: UserWithEmail = {
  _id: '0190a000-0000-7000-8000-000000000002',
  fullName: 'Ramesh Patel',
  email: 'ramesh@gmail.com',
  phoneNumber: '9123456780',
  phoneVerified: false,
  address: 'Anand, Gujarat',
  role: 'seller',
  avatarUrl: null,
  aadharNumber: 'XXXXXXXX1234',
  location: null,
  organisation: null,
  helper: false,
  createdAt: '2026-01-05T08:00:00.000Z',
};

/** What the store keeps of a signed-in user (the rest is the `me` query's). */
export function sessionOf({ _id, role, fullName }: User): SessionUser {
  return { _id, role, fullName };
}

let counter = 0;

/** A listing's stand-in as the server sends it (a 1 x 1 WebP). */
export const PREVIEW_SRC = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

export function product(overrides: Partial<Product> = {}): Product {
  counter += 1;
  const id = `0190b000-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    productName: `Wheat ${counter}`,
    price: 2400,
    unit: 'quintal',
    quantity: 50,
    description: 'Sharbati wheat, cleaned and dried, packed in 50 kg bags ready for pickup at the farm gate',
    address: 'Sehore, Madhya Pradesh',
    availability: 'in_stock',
    image: [`/uploads/${id}-detail.webp`],
    thumbnails: [`/uploads/${id}-card.webp`],
    photoPreview: { src: PREVIEW_SRC, cardBytes: [18_400], photoBytes: [96_200] },
    sellerId: seller._id,
    sellerName: seller.fullName,
    sellerPhoneVerified: false,
    avatarUrl: null,
    location: null,
    status: 'active',
    variety: null,
    grade: null,
    organic: false,
    harvestedOn: null,
    minOrderQuantity: null,
    category: null,
    helpedBy: null,
    offersUntil: null,
    offerCount: 0,
    // Far ahead, so a listing made for a test stays active whatever day the test runs.
    expiresAt: '2099-01-01T08:00:00.000Z',
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export function page(
  products: Product[],
  pageNumber: number,
  totalPages: number,
  totalCount: number,
): ProductPage {
  return { products, page: pageNumber, totalPages, totalCount };
}

export function entry(of: Product): WishlistEntry {
  return { _id: `entry-${of._id}`, product: of, createdAt: '2026-02-02T08:00:00.000Z' };
}

import type { Product } from '@kisansetu/contract';
import { ProductCard } from '@/components/product-card';
import { ChatButton } from '../../chat-bridge';
import { WishlistButton } from '../../wishlist';

/** Cards in a grid: one wide row a card on a 360 px phone, two to four columns as the screen grows. */
export function ProductGrid({
  products,
  priorityCount = 0,
  label,
  headingLevel = 3,
}: {
  products: readonly Product[];
  priorityCount?: number;
  label?: string;
  /** The level of each card's name: one below the heading the grid sits under. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 sm:gap-4"
    >
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            priority={index < priorityCount}
            headingLevel={headingLevel}
            actions={
              <>
                <ChatButton target={product} variant="primary" className="grow" />
                <WishlistButton productId={product._id} variant="outline" className="grow" />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

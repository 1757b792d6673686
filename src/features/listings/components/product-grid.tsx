import type { ProductCard as Card } from '@trefima/domain/contract';
import { ProductCard } from './product-card';

export function ProductGrid({ products, label }: { products: Card[]; label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 2} />
        </li>
      ))}
    </ul>
  );
}

import type { Product } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';

const num = (n: number) => String(n).replace('.', ',');

/** The mass of one unit of sale; a unit that is itself a mass (a bundle by the tonne) has none to give: it is sold by weight. */
const mass = (p: Product) =>
  p.weight === null ? null : p.unit === 'tonne' ? t('product.specs.byTheTonne') : t('product.specs.weightValue', { value: num(p.weight), unit: p.unit });

/** The characteristics table of a product, only the rows that apply. */
export function ProductSpecs({ product: p }: { product: Product }) {
  const rows: [string, string | null][] = [
    [t('product.specs.reference'), p.reference],
    [t('product.specs.brand'), p.brand],
    [t('product.specs.color'), p.color ? (p.color.ral ? `${p.color.ral} ${p.color.label}` : p.color.label) : null],
    [t('product.specs.diameter'), p.diameter !== null ? t('product.specs.millimetres', { value: num(p.diameter) }) : null],
    [t('product.specs.thickness'), p.thickness !== null ? t('product.specs.millimetres', { value: num(p.thickness) }) : null],
    [t('product.specs.width'), p.width !== null ? t('product.specs.metres', { value: num(p.width) }) : null],
    [t('product.specs.length'), p.length !== null ? t('product.specs.metres', { value: num(p.length) }) : p.cut_to_length ? t('product.specs.onDemand') : null],
    [t('product.specs.weight'), mass(p)],
    [t('product.specs.unit'), p.unit],
    [t('product.specs.packaging'), p.step > 1 ? t('product.specs.step', { step: p.step }) : null],
  ];
  return (
    <table className="specs">
      <tbody>
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

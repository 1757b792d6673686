import type { Product } from '../../../contract';

const num = (n: number) => String(n).replace('.', ',');

/** The characteristics table of a product, only the rows that apply. */
export function ProductSpecs({ product: p }: { product: Product }) {
  const rows: [string, string | null][] = [
    ['Référence', p.reference],
    ['Marque', p.brand],
    ['Couleur', p.color ? (p.color.ral ? `${p.color.ral} ${p.color.label}` : p.color.label) : null],
    ['Diamètre', p.diameter !== null ? `${num(p.diameter)} mm` : null],
    ['Épaisseur', p.thickness !== null ? `${num(p.thickness)} mm` : null],
    ['Largeur', p.width !== null ? `${num(p.width)} m` : null],
    ['Longueur', p.length !== null ? `${num(p.length)} m` : p.cut_to_length ? 'à la demande' : null],
    ['Poids', p.weight !== null ? `${num(p.weight)} kg / ${p.unit}` : null],
    ['Unité de vente', p.unit],
    ['Conditionnement', p.step > 1 ? `par ${p.step}` : null],
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

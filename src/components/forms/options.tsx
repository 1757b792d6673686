export interface Option {
  value: string | number;
  label: string;
}

/** A select's options: the empty choice first (« Choisir… », « Tous »…), then the list. */
export function Options({ empty, options }: { empty: string; options: readonly Option[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

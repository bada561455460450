/** The options of one of the studio's drop-downs (a country, a language), each a value and the words shown for it. */
export function OptionList({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

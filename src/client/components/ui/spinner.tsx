/** The brand-coloured loading circle (decorative: its owner says what is loading). */
export function Spinner() {
  return (
    <span
      className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
      aria-hidden
    />
  );
}

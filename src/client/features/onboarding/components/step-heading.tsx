/** Title and subtitle of a wizard step; the wizard moves focus to the title on each step. */
export function StepHeading({
  id,
  title,
  subtitle,
}: {
  id: string;
  title: string;
  subtitle: string;
}) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-zinc-400">{subtitle}</p>
    </div>
  );
}

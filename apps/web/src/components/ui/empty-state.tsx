/** A list with nothing in it says so, instead of leaving a blank space. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="bg-base-200 text-base-content/80 mx-auto max-w-xl rounded-box p-6 text-center">{children}</p>;
}

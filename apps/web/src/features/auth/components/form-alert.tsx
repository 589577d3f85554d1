/** The server's answer to a failed sign-in or sign-up, in red under the form (SPEC.md §8). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-error text-sm font-medium">
      {message}
    </p>
  );
}
